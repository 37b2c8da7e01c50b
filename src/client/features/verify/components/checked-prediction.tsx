import { CheckCircle2, Lock, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { TreeHead } from "@shared/api/prediction-proof";
import { LocalTime } from "../../../components/local-time";
import { usePredictorNames } from "../../../components/predictor-names";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { formatCount } from "../../../lib/format";
import type { CheckedPrediction as Checked } from "../hooks/use-prediction-check";
import { useT } from "../../../lib/i18n/area";
import { verifyArea } from "../messages";

/** One prediction of a check: the entry, and each step of its check with what it showed. */
export function CheckedPrediction({ checked, head }: { checked: Checked; head: TreeHead }) {
  const { entry, leafIndex, auditPath } = checked.proof;
  const { check } = checked;
  const t = useT(verifyArea);
  const locale = useLocale();
  const predictorNames = usePredictorNames();
  const size = formatCount(head.treeSize, locale);
  const hash = (text: string) => <Hash value={text} />;
  return (
    <article
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="checked-prediction"
      aria-label={t("prediction.label", { id: entry.id })}
    >
      <div>
        <h3>
          {entry.seasonQuestionId !== null
            ? t("prediction.headingSeason", {
                id: entry.id,
                predictor: predictorNames[entry.aiName],
                model: entry.model,
                questionId: entry.seasonQuestionId,
              })
            : t("prediction.heading", { id: entry.id, predictor: predictorNames[entry.aiName], model: entry.model, matchId: entry.matchId })}
        </h3>
        <p className="text-sm text-muted-foreground">
          {rich(t("prediction.made", { score: entry.predictedScore, confidence: entry.confidence }), [
            () => <LocalTime at={entry.createdAt} withTime />,
          ])}
        </p>
      </div>
      <ul className="grid gap-2 text-sm">
        {!checked.asked && (
          <Step ok={false} testId="step-asked">
            {t("step.notAsked")}
          </Step>
        )}
        <Step ok={check.hashMatches} testId="step-hash">
          {rich(t(check.hashMatches ? "step.hashOk" : "step.hashBad", { hash: entry.hash }), [hash])}
        </Step>
        <Step ok={check.forecastMatches} testId="step-forecast">
          {check.forecastMatches === true
            ? t("step.forecastOk")
            : check.forecastMatches === false
              ? t("step.forecastBad")
              : entry.forecastCommitment
                ? t("step.forecastSealed")
                : t("step.forecastOld")}
        </Step>
        <Step ok={check.included} testId="step-included">
          {rich(
            check.included
              ? t("step.included", { leaf: formatCount(leafIndex, locale), size, root: head.rootHash, path: auditPath.length })
              : t("step.notIncluded", { path: auditPath.length, size, root: head.rootHash }),
            [hash],
          )}
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
