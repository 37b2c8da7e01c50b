import { Swords } from "lucide-react";
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

/** The Matches tab: Live Now, then Upcoming Battles (featured first, then by kick-off). */
export function MatchList({ matches, isLoading }: { matches: Match[]; isLoading: boolean }) {
  if (isLoading) return <Spinner label="Loading matches..." />;
  const live = matches.filter((m) => m.status === "live");
  const upcoming = orderUpcoming(matches.filter((m) => m.status === "upcoming"));
  if (live.length === 0 && upcoming.length === 0) {
    return <EmptyState icon={Swords} title="No matches available" text="Check back soon for new AI prediction battles!" />;
  }
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
