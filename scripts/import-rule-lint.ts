import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";

// The import rules of eslint.config.js, run on a file's text as if it sat at a real place in the project: the
// tests of the client's boundaries and the server's tiers show with it that an import running the wrong way fails.
// Only those rules run, and without the type-checked program the full config builds for its typed rules:
// building it took each of the two test files 18-20 s of the suite's CPU (docs/decisions.md, CI time).
const root = fileURLToPath(new URL("..", import.meta.url));
const IMPORT_RULES = new Set(["boundaries/dependencies", "no-restricted-imports"]);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => IMPORT_RULES.has(ruleId),
});

/** The messages of the import rules (`rules`, both by default) for `code` placed at `file`, a path from the project's root. */
export async function importRuleErrors(file: string, code: string, rules: ReadonlySet<string> = IMPORT_RULES): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.has(m.ruleId)).map((m) => m.message);
}
