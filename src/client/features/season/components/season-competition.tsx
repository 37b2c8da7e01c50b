import { useId } from "react";
import type { SeasonCompetition } from "@shared/api/season";
import { SEASON_QUESTION_KINDS } from "@shared/constants";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { competitionAnchor, isOpen } from "../lib/season-view";
import { seasonArea } from "../messages";
import { ClubOddsTable } from "./club-odds-table";
import { SeasonDeadline } from "./season-deadline";
import { SeasonQuestionCard } from "./season-question";

const kindOrder = (kind: string) => SEASON_QUESTION_KINDS.indexOf(kind as (typeof SEASON_QUESTION_KINDS)[number]);

/** One competition's season: its deadline, its questions (champion, top scorer, bottom club) and the oracles' odds. */
export function SeasonCompetitionSection({ competition, now }: { competition: SeasonCompetition; now: number }) {
  const t = useT(seasonArea);
  const id = useId();
  const open = isOpen(competition, now);
  const status = competition.scored ? "scored" : open ? "open" : "sealed";
  const questions = [...competition.questions].sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
  return (
    <section
      id={competitionAnchor(competition)}
      aria-labelledby={id}
      className="grid min-w-0 scroll-mt-20 gap-4"
      data-testid="season-competition"
      data-status={status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={id} className="font-display text-2xl font-bold">
            {competition.leagueName}
          </h2>
          <p className="text-sm text-muted-foreground">{t("competition.season", { season: String(competition.season) })}</p>
        </div>
        <span
          className={cn(
            "rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide",
            status === "open" ? "bg-success/15 text-success" : status === "scored" ? "bg-accent/15 text-accent" : "bg-muted text-foreground",
          )}
          data-testid="season-status"
        >
          {t(`status.${status}`)}
        </span>
      </div>
      <SeasonDeadline competition={competition} open={open} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-3">
        {questions.map((question) => (
          <SeasonQuestionCard key={question.id} question={question} open={open} scored={competition.scored} within={id} />
        ))}
      </div>
      <ClubOddsTable competition={competition} within={id} />
    </section>
  );
}
