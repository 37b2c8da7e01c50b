import { ChevronRight, Trophy } from "lucide-react";
import { Link } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { Panel } from "../components/ui/panel";
import { errorMessage } from "../lib/api";
import { useMyLeagues } from "../features/leagues/api/get-leagues";
import { CreateLeagueForm, JoinLeagueForm } from "../features/leagues/components/league-forms";

/** /leagues: the player's private leagues, and the ways to make or join one. */
export default function LeaguesPage() {
  const query = useMyLeagues();
  const leagues = query.data;
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <section className="text-center">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Your Leagues</h1>
          <p className="mt-2 text-muted-foreground">Private tables with your friends, by the points of your own score picks.</p>
        </section>
        <Panel
          title="My leagues"
          icon={Trophy}
          tone="text-accent"
          testId="my-leagues"
          query={query}
          loading="Loading your leagues..."
          failed={errorMessage(query.error, "Could not load your leagues")}
          empty={leagues?.length === 0 ? "You are in no league yet. Create one below, or join a friend's with their code." : null}
        >
          {leagues && (
            <ul className="mt-3 grid gap-2">
              {leagues.map((l) => (
                <li key={l.id}>
                  <Link
                    href={`/leagues/${l.id}`}
                    className="flex min-h-11 items-center justify-between rounded-xl border border-border px-4 py-3 hover:bg-muted"
                  >
                    <span className="font-semibold">{l.name}</span>
                    <span className="flex items-center gap-2 text-sm text-muted-foreground">
                      {l.memberCount} {l.memberCount === 1 ? "member" : "members"}
                      {l.isOwner && " · owner"}
                      <ChevronRight className="size-4" aria-hidden />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="grid gap-6 sm:grid-cols-2">
          <section className="rounded-2xl border border-border bg-card p-5">
            <h2 className="mb-3 font-display text-lg font-bold">Create a league</h2>
            <CreateLeagueForm />
          </section>
          <section className="rounded-2xl border border-border bg-card p-5">
            <h2 className="mb-3 font-display text-lg font-bold">Join with a code</h2>
            <JoinLeagueForm />
          </section>
        </div>
      </div>
    </PlayerLayout>
  );
}
