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
  failures: { category: Category; id: string; title: string; score: number }[];
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

export async function runLighthouse(targets: LighthouseTarget[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  try {
    const results: LighthouseFigures[] = [];
    for (const target of targets) {
      const lhr = await audit(chrome.port, target);
      const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const failures = CATEGORIES.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
          .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
          .map(({ ref, audit }) => ({ category, id: ref.id, title: audit!.title, score: audit!.score ?? 0 })),
      );
      results.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        failures,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
