import { Users } from "lucide-react";
import type { SeasonQuestion } from "@shared/api/season";
import { SEASON_CROWD_MIN_ANSWERS } from "@shared/constants";
import { cn } from "../../../lib/cn";
import { formatCount, formatWholePercent } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { percentOf, SHARES_SHOWN } from "../lib/season-view";
import { seasonArea } from "../messages";
import { ChainLink } from "./chain-link";

type Share = { answer: string; share: number };

/**
 * From the deadline: how many players answered, each answer's share (never who gave it), commonest first, and the
 * crowd's answer, named only from SEASON_CROWD_MIN_ANSWERS answers and never when the commonest answers are level.
 */
export function AnswerShares({ question }: { question: SeasonQuestion }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const shares = question.shares ?? [];
  const first = shares.slice(0, SHARES_SHOWN);
  const rest = shares.slice(SHARES_SHOWN);
  const line = (share: Share) => <ShareLine key={share.answer} share={share} question={question} />;
  return (
    <div className="grid gap-2" data-testid="answer-shares">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Users className="size-4 text-primary" aria-hidden />
        {t("crowd.title")}
      </h4>
      <p className="text-sm text-muted-foreground" data-testid="answer-count">
        {t("crowd.count", { count: question.answers, shown: formatCount(question.answers, locale) })}
      </p>
      {first.length > 0 && (
        <ol className="grid gap-1.5" aria-label={t("crowd.list")}>
          {first.map(line)}
        </ol>
      )}
      {rest.length > 0 && (
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
            {t("crowd.more", { count: rest.length, shown: formatCount(rest.length, locale) })}
          </summary>
          <ol className="grid gap-1.5" start={SHARES_SHOWN + 1}>
            {rest.map(line)}
          </ol>
        </details>
      )}
      <p className="text-sm" data-testid="crowd-answer">
        {question.crowdAnswer
          ? rich(t("crowd.answer", { answer: question.crowdAnswer }), [(text) => <strong className="font-semibold">{text}</strong>])
          : question.answers >= SEASON_CROWD_MIN_ANSWERS
            ? t("crowd.level")
            : t("crowd.threshold", { min: formatCount(SEASON_CROWD_MIN_ANSWERS, locale) })}
      </p>
      {question.crowdHash && <ChainLink hash={question.crowdHash} label={t("chain.crowd")} />}
    </div>
  );
}

/** One answer's share, with a bar, marked when it is the right answer or the player's own. */
function ShareLine({ share, question }: { share: Share; question: SeasonQuestion }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const percent = percentOf(share.share);
  const right = question.result?.includes(share.answer) ?? false;
  const mine = question.mine?.answer === share.answer;
  return (
    <li className="grid gap-1 text-sm" data-testid="answer-share">
      <span className="flex items-baseline justify-between gap-3">
        <span className={cn("min-w-0 break-words", mine && "font-semibold")}>
          {share.answer}
          {right && <span className="ml-2 rounded bg-success/15 px-1.5 text-xs font-semibold text-success">{t("crowd.right")}</span>}
          {mine && <span className="ml-2 rounded bg-primary/15 px-1.5 text-xs font-semibold">{t("crowd.yours")}</span>}
        </span>
        <span className="shrink-0 font-semibold tabular-nums">{formatWholePercent(percent, locale)}</span>
      </span>
      <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        <span className={cn("block h-full rounded-full", right ? "bg-success" : "bg-primary")} style={{ width: `${Math.min(100, percent)}%` }} />
      </span>
    </li>
  );
}
