import { Crosshair } from "lucide-react";
import { Link } from "wouter";
import { SEASON_QUESTION_POINTS } from "@shared/constants";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { SeasonOverview } from "../features/season/components/season-overview";
import { formatCount } from "../lib/format";
import { useT } from "../lib/i18n/area";
import { useLocale } from "../lib/i18n/locale";
import { seasonPageArea } from "./messages/season";

/** /season: each competition's season questions, the player's sealed answers and the oracles' odds (docs/rules.md#season-questions). */
export default function SeasonPage() {
  const t = useT(seasonPageArea);
  const locale = useLocale();
  return (
    <PlayerLayout>
      <div className="grid gap-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-3xl">
            <h1 className="font-display text-3xl font-bold sm:text-4xl">{t("title")}</h1>
            <p className="mt-2 text-muted-foreground">
              {t("intro", {
                champion: formatCount(SEASON_QUESTION_POINTS.champion, locale),
                topScorer: formatCount(SEASON_QUESTION_POINTS.top_scorer, locale),
                bottom: formatCount(SEASON_QUESTION_POINTS.bottom, locale),
              })}
            </p>
          </div>
          <Link href="/picks" className={buttonVariants({ variant: "outline", className: "shrink-0 self-start sm:self-auto" })}>
            <Crosshair className="size-4 text-accent" aria-hidden />
            {t("picks")}
          </Link>
        </div>
        <SeasonOverview />
      </div>
    </PlayerLayout>
  );
}
