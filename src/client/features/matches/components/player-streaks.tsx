import { Flame } from "lucide-react";
import { Link } from "wouter";
import { rankBy } from "@shared/ranking";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatCount, formatCredits } from "../../../lib/format";
import { usePlayerLeaderboard } from "../api/get-player-leaderboard";
import { Badge } from "./badge";
import { NumberCell, RankCell, RankingTable } from "./ranking-table";

/** 'Player Streaks': players by XP then credits; equal pairs share a rank; your own row links to /profile. */
export function PlayerStreaks({ currentUserId }: { currentUserId: number | undefined }) {
  const { data, isLoading, isError, refetch, isFetching } = usePlayerLeaderboard();
  if (isLoading) return <Spinner label="Loading players..." />;
  if (isError) {
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center text-muted-foreground">
        <p>Player rankings are unavailable right now.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  const ranked = rankBy(data ?? [], (p) => [p.xp, p.credits]);
  if (ranked.length === 0) return <p className="py-6 text-center text-muted-foreground">No players yet. Be the first to place a bet!</p>;
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
