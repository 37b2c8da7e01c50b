import { CalendarRange, Trophy } from "lucide-react";
import { Link } from "wouter";
import { POINTS } from "@shared/constants";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { PickSheet } from "../features/picks/components/pick-sheet";
import { useT } from "../lib/i18n/area";
import { picksPageArea } from "./messages/picks";

/** /picks: the player's exact score for every open match, on one sheet, saved at once. */
export default function PicksPage() {
  const t = useT(picksPageArea);
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-3xl font-bold sm:text-4xl">{t("title")}</h1>
            <p className="mt-2 text-muted-foreground">
              {t("intro", { exact: String(POINTS.exact), outcome: String(POINTS.outcome), margin: String(POINTS.goalDifference) })}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 self-start sm:flex-col sm:items-stretch sm:self-auto">
            <Link href="/prophets" className={buttonVariants({ variant: "outline" })}>
              <Trophy className="size-4 text-accent" aria-hidden />
              {t("prophets")}
            </Link>
            <Link href="/season" className={buttonVariants({ variant: "outline" })}>
              <CalendarRange className="size-4 text-accent" aria-hidden />
              {t("season")}
            </Link>
          </div>
        </div>
        <PickSheet />
      </div>
    </PlayerLayout>
  );
}
