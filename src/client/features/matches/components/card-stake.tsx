import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { useQuery } from "@tanstack/react-query";
import { Coins } from "lucide-react";
import type { Bet } from "@shared/api/bets";
import type { ListedMatch, Match } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";
import { liveStanding } from "@shared/live-standing";
import { parseScore } from "@shared/scoring";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { betStanding, cardStakeLine } from "../lib/card-stake";

/**
 * The player's own stake on a card: the oracle and the stake, and while live whether the bet is winning
 * now. The standing is the match page's ("As it stands"), which needs the sealed forecasts for a tiebreak:
 * those come with the match page's read, made only for a backed live match and kept current by the
 * arena's socket.
 */
export function CardStake({ match, bet }: { match: ListedMatch; bet: Bet }) {
  const t = useT(matchesArea);
  const locale = useLocale();
  const live = match.status === "live";
  const { data: detail } = useQuery<Match>({ queryKey: queryKey(routes.matches.get, { id: match.id }), enabled: live });
  const score = live ? parseScore(match.actualScore ?? "0-0") : null;
  const standing = score && detail ? liveStanding(detail.predictions, score, null, formatCredits) : null;
  const state = standing ? betStanding(standing.duel.winner, bet.aiSelected) : null;
  return (
    <p
      data-testid="card-stake"
      className={cn(
        "flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold",
        state === "winning" ? "bg-success/15 text-success" : state === "losing" ? "bg-destructive/10 text-destructive" : "bg-muted/60",
      )}
    >
      <Coins className="size-4 shrink-0" aria-hidden />
      {cardStakeLine(bet, state, t, locale)}
    </p>
  );
}
