import { CheckCircle2, Lock, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { TreeHead } from "@shared/api/prediction-proof";
import { PREDICTOR_DISPLAY_NAMES } from "@shared/constants";
import { LocalTime } from "../../../components/local-time";
import type { CheckedPrediction as Checked } from "../hooks/use-prediction-check";

/** One prediction of a check: the entry, and each step of its check with what it showed. */
export function CheckedPrediction({ checked, head }: { checked: Checked; head: TreeHead }) {
  const { entry, leafIndex, auditPath } = checked.proof;
  const { check } = checked;
  return (
    <article
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="checked-prediction"
      aria-label={`Prediction #${entry.id}`}
    >
      <div>
        <h3>
          Prediction #{entry.id}: {PREDICTOR_DISPLAY_NAMES[entry.aiName]} ({entry.model}) on match {entry.matchId}
        </h3>
        <p className="text-sm text-muted-foreground">
          {entry.predictedScore} at {entry.confidence}% confidence, made <LocalTime at={entry.createdAt} withTime />.
        </p>
      </div>
      <ul className="grid gap-2 text-sm">
        {!checked.asked && (
          <Step ok={false} testId="step-asked">
            It is not the prediction asked for.
          </Step>
        )}
        <Step ok={check.hashMatches} testId="step-hash">
          {check.hashMatches ? "Its hash recomputes from its fields: " : "Its fields do not hash to the hash it carries: "}
          <Hash value={entry.hash} />
        </Step>
        <Step ok={check.forecastMatches} testId="step-forecast">
          {check.forecastMatches === true
            ? "Its revealed forecast is the one sealed before kick-off."
            : check.forecastMatches === false
              ? "Its revealed forecast does not match the one sealed before kick-off."
              : entry.forecastCommitment
                ? "Its score forecast stays sealed until kick-off; the hash covers its commitment."
                : "It was made before score forecasts were sealed."}
        </Step>
        <Step ok={check.included} testId="step-included">
          {check.included
            ? `It is entry ${leafIndex.toLocaleString("en-US")} of the log, included in the tree of ${head.treeSize.toLocaleString("en-US")} entries with root `
            : `Its audit path of ${auditPath.length} hashes does not lead to the root of the tree of ${head.treeSize.toLocaleString("en-US")} entries, `}
          <Hash value={head.rootHash} />
          {check.included && ` (by an audit path of ${auditPath.length} hashes).`}
        </Step>
      </ul>
    </article>
  );
}

function Step({ ok, testId, children }: { ok: boolean | null; testId: string; children: ReactNode }) {
  const Icon = ok === null ? Lock : ok ? CheckCircle2 : XCircle;
  return (
    <li className="flex gap-2" data-testid={testId} data-ok={ok === null ? "sealed" : String(ok)}>
      <Icon className={`mt-0.5 size-4 shrink-0 ${ok === false ? "text-destructive" : ok ? "text-chatgpt" : "text-muted-foreground"}`} aria-hidden />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

function Hash({ value }: { value: string }) {
  return <code className="break-all font-mono text-xs">{value}</code>;
}
