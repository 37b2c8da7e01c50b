import { Trophy } from "lucide-react";
import { Link } from "wouter";
import { POINTS } from "@shared/constants";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { PickSheet } from "../features/picks/components/pick-sheet";

/** /picks: the player's exact score for every open match, on one sheet, saved at once. */
export default function PicksPage() {
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-3xl font-bold sm:text-4xl">Your Picks</h1>
            <p className="mt-2 text-muted-foreground">
              Call the exact score of every open match: {POINTS.exact} points for the exact score, {POINTS.outcome} for the result,{" "}
              {POINTS.goalDifference} for the margin. Change them until kick-off.
            </p>
          </div>
          <Link href="/prophets" className={buttonVariants({ variant: "outline", className: "shrink-0 self-start sm:self-auto" })}>
            <Trophy className="size-4 text-accent" aria-hidden />
            Prophets table
          </Link>
        </div>
        <PickSheet />
      </div>
    </PlayerLayout>
  );
}
