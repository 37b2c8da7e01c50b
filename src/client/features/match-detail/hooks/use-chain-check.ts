import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PredictionLogEntry } from "@shared/api/matches";
import { GENESIS_HASH, verifyChain, type ChainVerdict } from "@shared/prediction-hash";
import { predictionLogPageQueryOptions, type PredictionLogRead } from "../api/get-prediction-log";

export type ChainCheck =
  | { state: "checking"; checked: number; total: number | null }
  | {
      state: "done";
      verdict: ChainVerdict;
      latest?: PredictionLogEntry;
      broken?: PredictionLogEntry;
    }
  | { state: "failed"; error: unknown }
  | { state: "unsupported" };

const STARTING: ChainCheck = { state: "checking", checked: 0, total: null };

/**
 * Reads the public log page by page and recomputes the hash chain in this browser (Web Crypto) as
 * the pages arrive, carrying each page's last hash into the next; it stops at the first break.
 * Only the last entry is kept between pages, so a long log costs no more memory than one page.
 */
export function useChainCheck(): { check: ChainCheck; retry: () => void } {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; check: ChainCheck }>({
    attempt: 0,
    check: STARTING,
  });
  // crypto.subtle exists only on secure origins (https or localhost).
  const supported = Boolean((globalThis.crypto as Partial<Crypto> | undefined)?.subtle);

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    const report = (check: ChainCheck) => {
      if (!cancelled) setResult({ attempt, check });
    };
    const run = async () => {
      let from = { index: 0, prevHash: GENESIS_HASH };
      let latest: PredictionLogEntry | undefined;
      let cursor: string | null = null;
      for (;;) {
        const page: PredictionLogRead = await queryClient.fetchQuery(predictionLogPageQueryOptions(cursor));
        if (cancelled) return;
        const verdict = await verifyChain(page.entries, from);
        if (!verdict.ok)
          return report({
            state: "done",
            verdict,
            broken: page.entries[verdict.index - from.index],
          });
        latest = page.entries.at(-1) ?? latest;
        from = {
          index: verdict.length,
          prevHash: latest?.hash ?? from.prevHash,
        };
        if (page.nextCursor === null)
          return report({
            state: "done",
            verdict,
            ...(latest ? { latest } : {}),
          });
        report({
          state: "checking",
          checked: verdict.length,
          total: page.total,
        });
        cursor = page.nextCursor;
      }
    };
    run().catch((error: unknown) => report({ state: "failed", error }));
    return () => {
      cancelled = true;
    };
  }, [queryClient, attempt, supported]);

  const check: ChainCheck = !supported ? { state: "unsupported" } : result.attempt === attempt ? result.check : STARTING;
  return { check, retry: () => setAttempt((n) => n + 1) };
}
