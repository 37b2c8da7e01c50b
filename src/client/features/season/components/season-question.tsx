import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import type { SeasonQuestion } from "@shared/api/season";
import { formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { seasonArea } from "../messages";
import { AnswerPicker } from "./answer-picker";
import { AnswerShares } from "./answer-shares";
import { OracleAnswers } from "./oracle-answers";
import { ClosedAnswer } from "./sealed-answer";

/**
 * One season question: what it asks and is worth, the player's answer (a picker until the deadline, then sealed with
 * its check), the oracles' answers, from the deadline the players' shares and the crowd's answer, and once scored the
 * right answer and everyone's points.
 */
export function SeasonQuestionCard({
  question,
  open,
  scored,
  within,
}: {
  question: SeasonQuestion;
  open: boolean;
  scored: boolean;
  /** The id of the competition's heading, which names its answer form beside the question's, the page holding several. */
  within: string;
}) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const id = useId();
  const kind = t(`kind.${question.kind}`);
  return (
    <article
      aria-labelledby={id}
      className="grid min-w-0 content-start gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5"
      data-testid={`question-${question.kind}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="font-display text-xl font-bold">
            {kind}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`ask.${question.kind}`)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-foreground" data-testid="question-points">
          {t("points", { count: question.points, shown: formatCount(question.points, locale) })}
        </span>
      </div>
      {question.result && <QuestionResult question={question} />}
      {open ? <AnswerPicker question={question} kind={kind} within={within} /> : <ClosedAnswer question={question} />}
      {!open && !scored && <p className="text-xs text-muted-foreground">{t("result.waiting")}</p>}
      <OracleAnswers question={question} open={open} />
      {!open && <AnswerShares question={question} />}
    </article>
  );
}

/** Once scored: the right answer (several top scorers level on goals all count) and the player's points. */
function QuestionResult({ question }: { question: SeasonQuestion }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const result = question.result ?? [];
  const points = question.mine?.points ?? 0;
  return (
    <div className="grid gap-1 rounded-xl border border-success/40 bg-success/10 p-3 text-sm" data-testid="question-result">
      <p className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <span>{rich(t("result.answers", { count: result.length, answers: result.join(", ") }), [(text) => <strong>{text}</strong>])}</span>
      </p>
      <p className="font-semibold" data-testid="my-points">
        {question.mine ? t("result.you", { count: points, shown: formatCount(points, locale) }) : t("result.noAnswer")}
      </p>
    </div>
  );
}
