// Prints the one closing line CI reads: "N passed, N failed" over the Vitest and Playwright reports,
// and before it the name of every end-to-end test that passed only on its retry (a flake to fix).
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
/** Playwright's report nests suites by file and describe block; the flaky tests are found at any depth. */
function collectFlaky(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "flaky") flaky.push([...titles, spec.title].filter(Boolean).join(" › "));
    }
  }
  for (const child of suite.suites ?? []) collectFlaky(child, [...titles, child.title]);
}
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) collectFlaky(suite, [suite.title]);
  }
}
for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length ? `, ${flaky.length} flaky` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
