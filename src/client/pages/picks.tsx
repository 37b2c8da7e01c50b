import { Trophy } from "lucide-react";
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
          <Link href="/prophets" className={buttonVariants({ variant: "outline", className: "shrink-0 self-start sm:self-auto" })}>
            <Trophy className="size-4 text-accent" aria-hidden />
            {t("prophets")}
          </Link>
        </div>
        <PickSheet />
      </div>
    </PlayerLayout>
  );
}
