import { percentile } from "./bench-database";

// The probe every load bench runs beside its load: a cheap public read (GET /api/ai-stats) every
// 100 ms; its median and p99 against an idle baseline say how long everyone else waits.
const PROBE_EVERY_MS = 100;

export const fmtMs = (ms: number) => `${ms.toFixed(1)} ms`;

/** Starts probing `base`; stop() resolves with the latencies of the probes that answered 200. */
export function startProbe(base: string): { stop(): Promise<number[]> } {
  const pending: Promise<number | null>[] = [];
  const probe = async (): Promise<number | null> => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/ai-stats`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      return response.status === 200 ? performance.now() - started : null;
    } catch {
      return null;
    }
  };
  const timer = setInterval(() => pending.push(probe()), PROBE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      return (await Promise.all(pending)).filter((ms): ms is number => ms !== null);
    },
  };
}

export function describeProbe(label: string, latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${label.padEnd(36)} probe median ${fmtMs(percentile(sorted, 50)).padStart(9)}, p99 ${fmtMs(percentile(sorted, 99)).padStart(9)} (${sorted.length} probes)`;
}
