import { useEffect, useState } from "react";
import type { PredictionLogEntry } from "@shared/api/matches";
import { verifyChain, type ChainVerdict } from "@shared/prediction-hash";

export type ChainCheck = { state: "checking" } | { state: "done"; verdict: ChainVerdict } | { state: "unsupported" };

/** Recomputes the whole hash chain in this browser (Web Crypto), once per loaded log. */
export function useChainVerdict(entries: PredictionLogEntry[] | undefined): ChainCheck {
  const [result, setResult] = useState<{ entries: PredictionLogEntry[]; check: ChainCheck } | null>(null);

  useEffect(() => {
    if (!entries) return;
    let cancelled = false;
    // crypto.subtle exists only on secure origins (https or localhost).
    const check: Promise<ChainCheck> = globalThis.crypto?.subtle
      ? verifyChain(entries).then((verdict) => ({ state: "done", verdict }))
      : Promise.resolve({ state: "unsupported" });
    void check
      .catch((): ChainCheck => ({ state: "unsupported" }))
      .then((c) => {
        if (!cancelled) setResult({ entries, check: c });
      });
    return () => {
      cancelled = true;
    };
  }, [entries]);

  return result && result.entries === entries ? result.check : { state: "checking" };
}
