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
  const ranked = rankBy(query.data ?? [], (p) => [p.xp, p.credits]);
  return (
    <WhenLoaded
      query={query}
      look="section"
      loading="Loading players..."
      failed="Player rankings are unavailable right now."
      empty={ranked.length === 0 ? "No players yet. Be the first to place a bet!" : null}
    >
      <PlayerTable ranked={ranked} currentUserId={currentUserId} />
    </WhenLoaded>
  );
}

function PlayerTable({ ranked, currentUserId }: { ranked: Ranked<PlayerLeaderboardEntry>[]; currentUserId: number | undefined }) {
  return (
    <RankingTable label="Player Streaks" columns={["Rank", "Player", "XP", "Credits", "Streak"]}>
      {ranked.map((p) => {
        const isYou = p.id === currentUserId;
        return (
          <tr key={p.id} data-testid="player-row" className={isYou ? "bg-primary/10" : undefined} aria-current={isYou ? "true" : undefined}>
            <RankCell rank={p.rank} />
            <td className="[overflow-wrap:anywhere] px-2 py-3 font-medium sm:px-4">
              {isYou ? (
                <Link href="/profile" className="inline-flex min-h-11 flex-wrap items-center gap-x-2 hover:underline">
                  {p.username}
                  <Badge tone="primary">You</Badge>
                </Link>
              ) : (
                p.username
              )}
            </td>
            <NumberCell>{formatCount(p.xp)}</NumberCell>
            <NumberCell>
              <span className="font-semibold text-accent">{formatCredits(p.credits)}</span>
            </NumberCell>
            <NumberCell>
              <span className="inline-flex items-center gap-1">
                {p.streak > 0 && <Flame className="size-4 text-warning" aria-hidden />}
                {formatCount(p.streak)}
              </span>
            </NumberCell>
          </tr>
        );
      })}
    </RankingTable>
  );
}
