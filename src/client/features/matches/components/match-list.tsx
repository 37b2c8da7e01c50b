import { Swords } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import type { Match } from "@shared/api/matches";
import { orderUpcoming } from "@shared/match-display";
import { Spinner } from "../../../components/ui/spinner";
import { EmptyState } from "./empty-state";
import { MatchCard } from "./match-card";
import { SectionHeading } from "./section-heading";

function CardGrid({ matches }: { matches: Match[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {matches.map((match) => (
        <MatchCard key={match.id} match={match} />
      ))}
    </div>
  );
}

// A phone screen shows two or three cards: the first few render with the page, the rest once the
// browser is idle, so seventy cards' worth of work does not hold up the first paint or block input.
// The list that ends up on screen is the same.
const FIRST_CARDS = 6;

function useIdleReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const reveal = () => startTransition(() => setRevealed(true));
    if (typeof requestIdleCallback === "undefined") {
      const timer = setTimeout(reveal, 50);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(reveal, { timeout: 300 });
    return () => cancelIdleCallback(handle);
  }, []);
  return revealed;
}

/** The Matches tab: Live Now, then Upcoming Battles (featured first, then by kick-off). */
export function MatchList({ matches, isLoading }: { matches: Match[]; isLoading: boolean }) {
  if (isLoading) return <Spinner label="Loading matches..." />;
  const live = matches.filter((m) => m.status === "live");
  const upcoming = orderUpcoming(matches.filter((m) => m.status === "upcoming"));
  if (live.length === 0 && upcoming.length === 0) {
    return <EmptyState icon={Swords} title="No matches available" text="Check back soon for new AI prediction battles!" />;
  }
  return <MatchSections live={live} upcoming={upcoming} />;
}

function MatchSections(props: { live: Match[]; upcoming: Match[] }) {
  const revealed = useIdleReveal();
  const live = revealed ? props.live : props.live.slice(0, FIRST_CARDS);
  const upcoming = revealed ? props.upcoming : props.upcoming.slice(0, Math.max(0, FIRST_CARDS - live.length));
  return (
    <div className="grid gap-10">
      {live.length > 0 && (
        <section aria-labelledby="live-now">
          <SectionHeading id="live-now">
            <span className="mr-2 inline-block size-3 animate-pulse rounded-full bg-destructive motion-reduce:animate-none" aria-hidden />
            Live Now
          </SectionHeading>
          <CardGrid matches={live} />
        </section>
      )}
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-battles">
          <SectionHeading id="upcoming-battles">Upcoming Battles</SectionHeading>
          <CardGrid matches={upcoming} />
        </section>
      )}
    </div>
  );
}
