import { Swords } from "lucide-react";
import { PlayerLayout } from "../components/layout/player-layout";

const ARENA_TAGLINE = "Watch AI oracles battle for prediction supremacy. Back the one who sees clearer.";

/** Arena home for signed-in players (SPEC §2). */
export default function ArenaPage() {
  return (
    <PlayerLayout loadingLabel="Loading Arena...">
      <section className="text-center">
        <h1 className="font-display text-3xl font-bold sm:text-5xl">The Prophecy Arena</h1>
        <p className="mt-3 text-muted-foreground">{ARENA_TAGLINE}</p>
      </section>
      <section className="mt-10 rounded-2xl border border-dashed border-border p-10 text-center">
        <Swords className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h2 className="mt-3 text-xl font-semibold">No matches available</h2>
        <p className="mt-1 text-muted-foreground">Check back soon for new AI prediction battles!</p>
      </section>
    </PlayerLayout>
  );
}
