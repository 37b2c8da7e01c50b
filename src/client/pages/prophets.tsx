import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { ProphetsTable } from "../features/picks/components/prophets-table";

/** /prophets: every player ranked by the points of their own score picks. */
export default function ProphetsPage() {
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
        <Link href="/picks" className={buttonVariants({ variant: "ghost", size: "sm", className: "justify-self-start" })}>
          <ArrowLeft className="size-4" aria-hidden />
          Your Picks
        </Link>
        <div>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Prophets</h1>
          <p className="mt-2 text-muted-foreground">
            Every player ranked by the points of their own score picks, with the oracles and the crowd as guests.
          </p>
        </div>
        <ProphetsTable />
      </div>
    </PlayerLayout>
  );
}
