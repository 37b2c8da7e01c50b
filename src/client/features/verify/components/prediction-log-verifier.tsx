import type { PredictionLogEntry } from "@shared/api/matches";
import type { TreeHead } from "@shared/api/prediction-proof";
import { PREDICTOR_DISPLAY_NAMES } from "@shared/constants";
import { LocalTime } from "../../../components/local-time";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useChainCheck, type ChainCheck } from "../hooks/use-chain-check";
import { CheckUnreadable, CryptoUnsupported, VerdictBanner } from "./check-banners";

/**
 * Reads the public prediction log page by page, checks every link of the chain and says how it went;
 * at once, or on request when the page came to check one prediction.
 */
export function PredictionLogVerifier({ autoStart = true }: { autoStart?: boolean }) {
  const { check, retry } = useChainCheck(autoStart);
  return (
    <div className="grid gap-6">
      <Verdict check={check} retry={retry} />
      {check.state === "done" && check.latest && <LatestHash entry={check.latest} />}
      {check.state === "done" && check.tree && <TreeRoot tree={check.tree} remembered={check.remembered} />}
    </div>
  );
}

function Verdict({ check, retry }: { check: ChainCheck; retry: () => void }) {
  if (check.state === "waiting") {
    return (
      <div className="grid justify-items-start gap-3">
        <p>Reads every entry of the log, a page of 1,000 at a time, and recomputes every hash in this browser.</p>
        <Button variant="outline" onClick={retry}>
          Check the whole chain
        </Button>
      </div>
    );
  }
  if (check.state === "checking") {
    if (check.total === null) return <Spinner label="Loading the prediction log..." />;
    return (
      <div className="grid gap-2">
        <Spinner label={`Checking ${check.total.toLocaleString("en-US")} predictions...`} className="pb-4" />
        <progress className="h-2 w-full accent-primary" max={check.total} value={check.checked} aria-label="Predictions checked">
          {check.checked} of {check.total}
        </progress>
        <p className="text-center text-sm text-muted-foreground">
          {check.checked.toLocaleString("en-US")} of {check.total.toLocaleString("en-US")} checked
        </p>
      </div>
    );
  }
  if (check.state === "failed") return <CheckUnreadable what="load the prediction log" error={check.error} retry={retry} />;
  if (check.state === "unsupported") return <CryptoUnsupported />;
  const { verdict } = check;
  return (
    <VerdictBanner ok={verdict.ok} testId="chain-verdict">
      {verdict.ok
        ? `All ${verdict.length} predictions verified: the chain is intact`
        : `The chain breaks at entry ${verdict.index} (prediction #${check.broken?.id ?? "?"}): ${verdict.reason}.`}
    </VerdictBanner>
  );
}

function LatestHash({ entry }: { entry: PredictionLogEntry }) {
  return (
    <section aria-labelledby="latest-hash-title" className="rounded-xl border border-border bg-card p-4">
      <h2 id="latest-hash-title" className="text-lg!">
        Latest hash
      </h2>
      <code className="mt-2 block break-all font-mono text-sm" data-testid="latest-hash">
        {entry.hash}
      </code>
      <p className="mt-2 text-sm text-muted-foreground">
        Prediction #{entry.id}: {PREDICTOR_DISPLAY_NAMES[entry.aiName]} ({entry.model}) on match {entry.matchId}, {entry.predictedScore} at{" "}
        {entry.confidence}% confidence, made <LocalTime at={entry.createdAt} withTime />.
      </p>
    </section>
  );
}

function TreeRoot({ tree, remembered }: { tree: TreeHead; remembered: { head: TreeHead; ok: boolean } | undefined }) {
  return (
    <section aria-labelledby="tree-root-title" className="rounded-xl border border-border bg-card p-4">
      <h2 id="tree-root-title" className="text-lg!">
        Merkle root of these {tree.treeSize.toLocaleString("en-US")} entries
      </h2>
      <code className="mt-2 block break-all font-mono text-sm" data-testid="tree-root">
        {tree.rootHash}
      </code>
      <p className="mt-2 text-sm text-muted-foreground">
        Computed here from the hashes just checked. A check of one prediction is proved against the server's root for the log's size then: the same
        root at the same size means the same log.
      </p>
      {remembered && (
        <p className={remembered.ok ? "mt-2 text-sm" : "mt-2 text-sm font-semibold text-destructive"} data-testid="tree-remembered">
          {remembered.ok
            ? `The first ${remembered.head.treeSize.toLocaleString("en-US")} entries still have the root this browser verified before: nothing it saw was changed.`
            : `The log no longer holds the tree of ${remembered.head.treeSize.toLocaleString("en-US")} entries this browser verified before (root ${remembered.head.rootHash}): it was rewritten.`}
        </p>
      )}
    </section>
  );
}
