import { ArrowRight, Target } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { useOpenPicks } from "../api/get-open-picks";

/**
 * Points a player whose open matches still lack their pick to the picks page: a league ranks its
 * members by those picks, and a player who has just joined has none. Says nothing once every open
 * match is picked, or while nothing is open.
 */
export function PicksPointer({ context }: { context: string }) {
  const { data } = useOpenPicks();
  if (!data || data.matches.length === 0) return null;
  const missing = data.matches.filter((m) => !m.pick).length;
  if (missing === 0) return null;
  const none = missing === data.matches.length;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-primary/40 bg-primary/10 p-4 text-sm"
      data-testid="picks-pointer"
    >
      <Target className="size-5 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        {none
          ? `${context} ${data.matches.length === 1 ? "The open match has" : `None of the ${data.matches.length} open matches has`} your pick yet.`
          : `${missing} open ${missing === 1 ? "match still needs" : "matches still need"} your pick.`}
      </span>
      <Link href="/picks" className={buttonVariants({ size: "sm" })}>
        Make your picks
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </p>
  );
}
