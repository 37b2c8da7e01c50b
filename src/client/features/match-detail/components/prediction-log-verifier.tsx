import { CheckCircle2, ShieldAlert } from "lucide-react";
import type { PredictionLogEntry } from "@shared/api/matches";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { usePredictionLog } from "../api/get-prediction-log";
import { useChainVerdict, type ChainCheck } from "../hooks/use-chain-verdict";

/** Fetches the public prediction log, checks every link of the chain and says how it went. */
export function PredictionLogVerifier() {
  const { data: entries, error, isLoading } = usePredictionLog();
  const check = useChainVerdict(entries);
  if (isLoading) return <Spinner label="Loading the prediction log..." />;
  if (error || !entries) {
    return (
      <p role="alert" className="rounded-xl border border-destructive p-4 text-destructive">
        Could not load the prediction log: {errorMessage(error, "Something went wrong")}
      </p>
    );
  }
  const latest = entries.at(-1);
  return (
    <div className="grid gap-6">
      <Verdict check={check} entries={entries} />
      {latest && (
        <section aria-labelledby="latest-hash-title" className="rounded-xl border border-border bg-card p-4">
          <h2 id="latest-hash-title" className="text-lg!">
            Latest hash
          </h2>
          <code className="mt-2 block break-all font-mono text-sm" data-testid="latest-hash">
            {latest.hash}
          </code>
          <p className="mt-2 text-sm text-muted-foreground">
            Prediction #{latest.id}: {AI_DISPLAY_NAMES[latest.aiName]} ({latest.model}) on match {latest.matchId}, {latest.predictedScore} at{" "}
            {latest.confidence}% confidence, made {new Date(latest.createdAt).toLocaleString()}.
          </p>
        </section>
      )}
    </div>
  );
}

function Verdict({ check, entries }: { check: ChainCheck; entries: PredictionLogEntry[] }) {
  if (check.state === "checking") return <Spinner label={`Checking ${entries.length} predictions...`} />;
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
      <p role="status" className="flex items-center gap-3 rounded-xl border border-chatgpt bg-card p-4 text-lg font-semibold" data-testid="chain-verdict">
        <CheckCircle2 className="size-6 shrink-0 text-chatgpt" aria-hidden />
        All {verdict.length} predictions verified: the chain is intact
      </p>
    );
  }
  const broken = entries[verdict.index];
  return (
    <p role="alert" className="flex items-center gap-3 rounded-xl border border-destructive bg-card p-4 text-lg font-semibold" data-testid="chain-verdict">
      <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden />
      The chain breaks at entry {verdict.index} (prediction #{broken?.id ?? "?"}): {verdict.reason}.
    </p>
  );
}
