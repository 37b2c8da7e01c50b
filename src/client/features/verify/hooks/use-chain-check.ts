import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PredictionLogEntry } from "@shared/api/matches";
import type { TreeHead } from "@shared/api/prediction-proof";
import { MerkleRootBuilder } from "@shared/merkle-tree";
import { GENESIS_HASH, verifyChain, type ChainVerdict } from "@shared/prediction-hash";
import { predictionLeaf } from "@shared/prediction-proof";
import { toHex } from "@shared/sha256";
import { predictionLogPageQueryOptions, type PredictionLogRead } from "../api/get-prediction-log";
import { rememberedHead, rememberHead } from "../lib/remembered-head";

export type ChainCheck =
  | { state: "waiting" }
  | { state: "checking"; checked: number; total: number | null }
  | {
      state: "done";
      verdict: ChainVerdict;
      latest?: PredictionLogEntry;
      broken?: PredictionLogEntry;
      /** The Merkle tree over the entries checked, computed here: the root a one-prediction check is proved against. */
      tree?: TreeHead;
      /** The tree this browser verified before, found again at its size among these entries (or not). */
      remembered?: { head: TreeHead; ok: boolean };
    }
  | { state: "failed"; error: unknown }
  | { state: "unsupported" };

const STARTING: ChainCheck = { state: "checking", checked: 0, total: null };

/**
 * Reads the public log page by page and recomputes the hash chain in this browser (Web Crypto) as
 * the pages arrive, carrying each page's last hash into the next; it stops at the first break.
 * Only the last entry and the right edge of the Merkle tree are kept between pages, so a long log
 * costs no more memory than one page. It starts at once, or when `start` is called.
 */
export function useChainCheck(autoStart = true): { check: ChainCheck; retry: () => void } {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(autoStart ? 1 : 0);
  const [result, setResult] = useState<{ attempt: number; check: ChainCheck }>({
    attempt: 0,
    check: STARTING,
  });
  // crypto.subtle exists only on secure origins (https or localhost).
  const supported = Boolean((globalThis.crypto as Partial<Crypto> | undefined)?.subtle);

  useEffect(() => {
    if (!supported || attempt === 0) return;
    let cancelled = false;
    const report = (check: ChainCheck) => {
      if (!cancelled) setResult({ attempt, check });
    };
    const run = async () => {
      const earlier = rememberedHead();
      let remembered: { head: TreeHead; ok: boolean } | undefined;
      const tree = new MerkleRootBuilder();
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
        for (const entry of page.entries) {
          tree.append(predictionLeaf(entry.hash));
          if (earlier && tree.size === earlier.treeSize) remembered = { head: earlier, ok: toHex(tree.root()) === earlier.rootHash };
        }
        latest = page.entries.at(-1) ?? latest;
        from = {
          index: verdict.length,
          prevHash: latest?.hash ?? from.prevHash,
        };
        if (page.nextCursor === null) {
          const head = { treeSize: tree.size, rootHash: toHex(tree.root()) };
          // A remembered tree larger than the whole log: the log lost entries since.
          if (earlier && earlier.treeSize > tree.size) remembered = { head: earlier, ok: false };
          if (remembered?.ok !== false) rememberHead(head);
          return report({
            state: "done",
            verdict,
            tree: head,
            ...(latest ? { latest } : {}),
            ...(remembered ? { remembered } : {}),
          });
        }
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

  const check: ChainCheck = !supported
    ? { state: "unsupported" }
    : attempt === 0
      ? { state: "waiting" }
      : result.attempt === attempt
        ? result.check
        : STARTING;
  return { check, retry: () => setAttempt((n) => n + 1) };
}
