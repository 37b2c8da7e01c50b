import { Bot } from "lucide-react";
import type { SeasonQuestion } from "@shared/api/season";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { cn } from "../../../lib/cn";
import { formatProbability, formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { seasonArea } from "../messages";
import { ChainLink } from "./chain-link";

/**
 * Each oracle's answer with its chance of coming true: before the deadline what it would answer now, from then its
 * sealed answer, and its points once the question is scored.
 */
export function OracleAnswers({ question, open }: { question: SeasonQuestion; open: boolean }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const clubOf = new Map(question.choices.map((c) => [c.value, c.club]));
  const right = new Set(question.result ?? []);
  return (
    <div className="grid gap-2" data-testid="oracle-answers">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Bot className="size-4 text-primary" aria-hidden />
        {t(open ? "oracles.now" : "oracles.sealed")}
      </h4>
      {question.oracles.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("oracles.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {question.oracles.map((oracle) => {
            const chance = formatProbability(oracle.chance, locale);
            const club = clubOf.get(oracle.answer);
            return (
              <li
                key={oracle.aiName}
                className={cn(
                  "grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 rounded-xl bg-muted/60 px-3 py-2",
                  right.has(oracle.answer) && "ring-1 ring-success",
                )}
                data-testid={`oracle-answer-${oracle.aiName}`}
              >
                <OracleName ai={oracle.aiName} className="text-sm" />
                <span className="text-right text-sm font-semibold tabular-nums" data-testid="oracle-chance">
                  {t("oracles.chance", { chance })}
                </span>
                <span className="min-w-0 font-medium break-words" data-testid="oracle-answer">
                  {oracle.answer}
                </span>
                {oracle.points === null ? (
                  <span />
                ) : (
                  <span className="text-right text-xs font-semibold" data-testid="oracle-points">
                    {t("points", { count: oracle.points, shown: formatCount(oracle.points, locale) })}
                  </span>
                )}
                {club && <span className="col-span-2 text-xs text-muted-foreground">{club}</span>}
                {oracle.hash && (
                  <span className="col-span-2">
                    <ChainLink hash={oracle.hash} label={t("chain.oracle", { oracle: AI_DISPLAY_NAMES[oracle.aiName] })} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
