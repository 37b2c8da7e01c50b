import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { Swords } from "lucide-react";
import type { Bet } from "@shared/api/bets";
import type { Match } from "@shared/api/matches";
import { AI_NAMES } from "@shared/constants";
import { liveStanding } from "@shared/live-standing";
import type { Score } from "@shared/scoring";
import { OracleName } from "../../../components/oracle-name";
import { Panel } from "../../../components/ui/panel";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { useT, useWords } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

/**
 * While a match is live: both oracles' calls, and the duel as it would end at the running score
 * ("As it stands", src/shared/live-standing.ts), with what that means for the player's bet.
 */
export function LiveDuel({ match, score, bet }: { match: Match; score: Score; bet: Bet | null }) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const words = useWords(sharedWordsArea);
  const standing = liveStanding(match.predictions, score, bet, (credits) => formatCredits(credits, locale), words);
  if (!standing) return null;
  const leader = standing.duel.winner;
  return (
    <Panel title={t("duel.title")} icon={Swords} tone="text-primary" testId="live-duel">
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {AI_NAMES.map((ai) => {
          const call = match.predictions.find((p) => p.aiName === ai);
          const points = standing.points[ai];
          return (
            <li
              key={ai}
              data-testid={`live-call-${ai}`}
              className={cn("rounded-xl border-2 bg-muted/60 p-3 text-center", leader === ai ? "border-primary" : "border-transparent")}
            >
              <OracleName ai={ai} className="block text-sm" />
              <p className="text-xs uppercase text-muted-foreground">{t("duel.called")}</p>
              <p className="font-display text-3xl font-bold tabular-nums" data-testid="called-score">
                {call?.predictedScore}
              </p>
              <p className="text-sm text-muted-foreground">{t("duel.pointsNow", { count: points })}</p>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" className="mt-4 grid gap-1">
        <p className="font-semibold" data-testid="as-it-stands">
          {standing.line}
        </p>
        {standing.betLine && (
          <p
            data-testid="as-it-stands-bet"
            className={cn(
              "font-semibold",
              bet && leader === bet.aiSelected ? "text-success" : leader === "void" ? "text-muted-foreground" : "text-destructive",
            )}
          >
            {standing.betLine}
          </p>
        )}
      </div>
    </Panel>
  );
}
