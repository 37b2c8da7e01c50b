import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// Lighthouse with its default config (a mobile phone on a throttled network, simulated), driving the
// system Chromium; nothing is downloaded.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points, so a score below target says why. */
  failures: { category: Category; id: string; title: string; score: number; nodes: string[] }[];
}

export interface LighthouseTarget {
  url: string;
  /** `pl_session=…` for a signed-in page, sent as a header since Lighthouse resets storage. */
  cookie?: string | undefined;
}

// On a busy machine Chromium now and then loses the trace (NO_NAVSTART); a second run is normal.
const ATTEMPTS = 3;

async function audit(port: number, target: LighthouseTarget) {
  let lastError = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const run = await lighthouse(target.url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders: target.cookie ? { Cookie: target.cookie } : null,
    });
    if (run && !run.lhr.runtimeError) return run.lhr;
    lastError = run?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse failed on ${target.url} ${ATTEMPTS} times: ${lastError}`);
}

/** Each target is audited `runs` times, the targets taking turns, so one burst of machine load does
 * not land on every run of the same page. Result: per target, its runs in order. */
export async function runLighthouse(targets: LighthouseTarget[], runs = 1, saveDir?: string): Promise<LighthouseFigures[][]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  // `--save DIR` names a folder that need not exist yet.
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  try {
    const results: LighthouseFigures[][] = targets.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, target] of targets.entries()) {
        const lhr = await audit(chrome.port, target);
        // The whole report, for the diagnostics the summary leaves out (long tasks, LCP breakdown).
        if (saveDir) writeFileSync(path.join(saveDir, `page${i + 1}-run${run + 1}.json`), JSON.stringify(lhr));
        results[i]!.push(figures(lhr));
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The first few elements an accessibility audit flags, as HTML snippets: which one to fix. */
function offendingNodes(audit: { details?: unknown }): string[] {
  const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  return items.flatMap((item) => (item.node?.snippet ? [item.node.snippet.slice(0, 160)] : [])).slice(0, 3);
}

function figures(lhr: Awaited<ReturnType<typeof audit>>): LighthouseFigures {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failures = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
      .map(({ ref, audit }) => ({ category, id: ref.id, title: audit!.title, score: audit!.score ?? 0, nodes: offendingNodes(audit!) })),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    failures,
  };
}

/** The median run by performance score (Lighthouse's advice for variable scores: judge the median of
 * several runs); with an even count, the lower of the two middle runs. */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
