import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { Flame } from "lucide-react";
import { Link } from "wouter";
import type { PlayerLeaderboardEntry } from "@shared/api/leaderboard";
import { rankBy, type Ranked } from "@shared/ranking";
import { WhenLoaded } from "../../../components/ui/when-loaded";
import { formatCount, formatCredits } from "../../../lib/format";
import { usePlayerLeaderboard } from "../api/get-player-leaderboard";
import { Badge } from "./badge";
import { NumberCell, RankCell, RankingTable } from "./ranking-table";

/** 'Player Streaks': players by XP then credits; equal pairs share a rank; your own row links to /profile. */
export function PlayerStreaks({ currentUserId }: { currentUserId: number | undefined }) {
  const query = usePlayerLeaderboard();
  const t = useT(matchesArea);
  const ranked = rankBy(query.data ?? [], (p) => [p.xp, p.credits]);
  return (
    <WhenLoaded
      query={query}
      look="section"
      loading={t("board.loadingPlayers")}
      failed={t("board.playersUnavailable")}
      empty={ranked.length === 0 ? t("board.noPlayers") : null}
    >
      <PlayerTable ranked={ranked} currentUserId={currentUserId} />
    </WhenLoaded>
  );
}

function PlayerTable({ ranked, currentUserId }: { ranked: Ranked<PlayerLeaderboardEntry>[]; currentUserId: number | undefined }) {
  const t = useT(matchesArea);
  const locale = useLocale();
  return (
    <RankingTable label={t("board.players")} columns={[t("col.rank"), t("col.player"), "XP", t("col.credits"), t("col.streak")]}>
      {ranked.map((p) => {
        const isYou = p.id === currentUserId;
        return (
          <tr key={p.id} data-testid="player-row" className={isYou ? "bg-primary/10" : undefined} aria-current={isYou ? "true" : undefined}>
            <RankCell rank={p.rank} />
            <td className="[overflow-wrap:anywhere] px-2 py-3 font-medium sm:px-4">
              {isYou ? (
                <Link href="/profile" className="inline-flex min-h-11 flex-wrap items-center gap-x-2 hover:underline">
                  {p.username}
                  <Badge tone="primary">{t("board.you")}</Badge>
                </Link>
              ) : (
                p.username
              )}
            </td>
            <NumberCell>{formatCount(p.xp, locale)}</NumberCell>
            <NumberCell>
              <span className="font-semibold text-accent">{formatCredits(p.credits, locale)}</span>
            </NumberCell>
            <NumberCell>
              <span className="inline-flex items-center gap-1">
                {p.streak > 0 && <Flame className="size-4 text-warning" aria-hidden />}
                {formatCount(p.streak, locale)}
              </span>
            </NumberCell>
          </tr>
        );
      })}
    </RankingTable>
  );
}
