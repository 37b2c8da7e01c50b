import { CheckCircle2, ShieldAlert } from "lucide-react";
import type { PredictionLogEntry } from "@shared/api/matches";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useChainCheck, type ChainCheck } from "../hooks/use-chain-check";

/** Reads the public prediction log page by page, checks every link of the chain and says how it went. */
export function PredictionLogVerifier() {
  const { check, retry } = useChainCheck();
  return (
    <div className="grid gap-6">
      <Verdict check={check} retry={retry} />
      {check.state === "done" && check.latest && <LatestHash entry={check.latest} />}
    </div>
  );
}

function Verdict({ check, retry }: { check: ChainCheck; retry: () => void }) {
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
  if (check.state === "failed") {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-destructive p-4 text-destructive">
        <p>Could not load the prediction log: {errorMessage(check.error, "Something went wrong")}</p>
        <Button variant="outline" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (check.state === "unsupported") {
    return (
      <p role="alert" className="rounded-xl border border-destructive p-4">
        This browser cannot compute SHA-256 here: Web Crypto needs a secure (https) connection.
      </p>
    );
  }
  const { verdict } = check;
  if (verdict.ok) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-xl border border-chatgpt bg-card p-4 text-lg font-semibold"
        data-testid="chain-verdict"
      >
        <CheckCircle2 className="size-6 shrink-0 text-chatgpt" aria-hidden />
        All {verdict.length} predictions verified: the chain is intact
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="flex items-center gap-3 rounded-xl border border-destructive bg-card p-4 text-lg font-semibold"
      data-testid="chain-verdict"
    >
      <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden />
      The chain breaks at entry {verdict.index} (prediction #{check.broken?.id ?? "?"}): {verdict.reason}.
    </p>
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
        Prediction #{entry.id}: {AI_DISPLAY_NAMES[entry.aiName]} ({entry.model}) on match {entry.matchId}, {entry.predictedScore} at{" "}
        {entry.confidence}% confidence, made {new Date(entry.createdAt).toLocaleString()}.
      </p>
    </section>
  );
}
