import { Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { AI_DISPLAY_NAMES, TIMINGS_MS } from "@shared/constants";
import type { SocialProof } from "@shared/api/stats";
import { formatCredits } from "../../../lib/format";

/** Recent wins, one at a time, rotating every 3 s (SPEC §9). */
export function RecentWinsTicker({ wins }: { wins: SocialProof["recentWins"] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (wins.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % wins.length), TIMINGS_MS.tickerRotation);
    return () => clearInterval(timer);
  }, [wins.length]);

  const win = wins[index % Math.max(wins.length, 1)];
  return (
    <div
      className="flex min-h-11 items-center justify-center gap-2 rounded-full border border-border bg-card/70 px-4 text-sm"
      aria-live="polite"
      data-testid="recent-wins"
    >
      <Trophy className="size-4 text-accent" aria-hidden />
      {win ? (
        <span>
          <strong>{win.username}</strong> won {formatCredits(win.amount)} backing {AI_DISPLAY_NAMES[win.aiSelected]}
        </span>
      ) : (
        <span>No wins yet: the first winner's name goes here.</span>
      )}
    </div>
  );
}
