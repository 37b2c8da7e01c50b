import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { InclusionProof, TreeHead } from "@shared/api/prediction-proof";
import { checkPredictionProof, checkTreeGrowth, type PredictionCheck } from "@shared/prediction-proof";
import { consistencyProofQueryOptions } from "../api/get-consistency-proof";
import { predictionProofQueryOptions, type ProofTarget } from "../api/get-prediction-proof";
import { rememberedHead, rememberHead } from "../lib/remembered-head";
import { addBytes, type ReplyBytes } from "../lib/reply-bytes";

export interface CheckedPrediction {
  proof: InclusionProof;
  check: PredictionCheck;
  /** It is the prediction asked for: of that match, or with that hash. */
  asked: boolean;
}

export interface PredictionCheckResult {
  head: TreeHead;
  predictions: CheckedPrediction[];
  /** Against the tree this browser verified before, when it remembers one: did the log only grow? */
  growth: { from: TreeHead; ok: boolean } | null;
  bytes: ReplyBytes & { requests: number };
  ok: boolean;
}

export type PredictionCheckState =
  { state: "checking" } | { state: "done"; result: PredictionCheckResult } | { state: "failed"; error: unknown } | { state: "unsupported" };

/**
 * Checks one prediction without the whole log: reads its proof (one small reply), recomputes its hash
 * in this browser and follows its audit path to the tree's root; when this browser remembers a tree
 * it verified before, it asks the proof that the log only grew since. A passing check remembers the
 * new tree.
 */
async function runCheck(queryClient: QueryClient, target: ProofTarget): Promise<PredictionCheckResult> {
  const reply = await queryClient.fetchQuery(predictionProofQueryOptions(target));
  const head = { treeSize: reply.data.treeSize, rootHash: reply.data.rootHash };
  let bytes = { ...reply.bytes, requests: 1 };
  const predictions = await Promise.all(
    reply.data.proofs.map(async (proof) => ({
      proof,
      check: await checkPredictionProof(proof, head),
      asked: "match" in target ? proof.entry.matchId === target.match : proof.entry.hash === target.hash,
    })),
  );
  const earlier = rememberedHead();
  let growth: PredictionCheckResult["growth"] = null;
  if (earlier && earlier.treeSize > 0) {
    if (earlier.treeSize >= head.treeSize) {
      growth = { from: earlier, ok: earlier.treeSize === head.treeSize && earlier.rootHash === head.rootHash };
    } else {
      const consistency = await queryClient.fetchQuery(consistencyProofQueryOptions(earlier.treeSize, head.treeSize));
      bytes = { ...addBytes(bytes, consistency.bytes), requests: 2 };
      growth = { from: earlier, ok: checkTreeGrowth(earlier, head, consistency.data.proof) };
    }
  }
  const ok = predictions.length > 0 && predictions.every((p) => p.check.ok && p.asked) && growth?.ok !== false;
  if (ok) rememberHead(head);
  return { head, predictions, growth, bytes, ok };
}

/** Checks `target` (a value kept stable between renders) as soon as it is given, again on `retry`. */
export function usePredictionCheck(target: ProofTarget | null): { check: PredictionCheckState | null; retry: () => void } {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ target: ProofTarget | null; attempt: number; check: PredictionCheckState }>({
    target: null,
    attempt: 0,
    check: { state: "checking" },
  });
  // Web Crypto recomputes the entry's hash: it exists only on secure origins (https or localhost).
  const supported = Boolean((globalThis.crypto as Partial<Crypto> | undefined)?.subtle);

  useEffect(() => {
    if (!supported || target === null) return;
    let cancelled = false;
    const report = (check: PredictionCheckState) => {
      if (!cancelled) setResult({ target, attempt, check });
    };
    runCheck(queryClient, target).then(
      (checked) => report({ state: "done", result: checked }),
      (error: unknown) => report({ state: "failed", error }),
    );
    return () => {
      cancelled = true;
    };
  }, [queryClient, target, attempt, supported]);

  if (target === null) return { check: null, retry: () => undefined };
  const current = result.target === target && result.attempt === attempt;
  const check: PredictionCheckState = !supported ? { state: "unsupported" } : current ? result.check : { state: "checking" };
  return { check, retry: () => setAttempt((n) => n + 1) };
}
