import { useQueryClient } from "@tanstack/react-query";
import { Clock, Lock, Trophy } from "lucide-react";
import type { SeasonCompetition } from "@shared/api/season";
import { formatTimeLeft } from "@shared/countdown";
import { LocalTime } from "../../../components/local-time";
import { useCountdown } from "../../../hooks/use-countdown";
import { seasonDeadlinePassed } from "../../../lib/domain-events";
import { useT, useWords } from "../../../lib/i18n/area";
import { rich } from "../../../lib/i18n/rich";
import { playerTimeZone } from "../../../lib/kick-off-days";
import { sharedWordsArea } from "../../../lib/shared-words/messages";
import { seasonArea } from "../messages";

/** When a competition's answers close, in the player's zone, and how long is left; or that they are sealed, or scored. */
export function SeasonDeadline({ competition, open }: { competition: SeasonCompetition; open: boolean }) {
  const t = useT(seasonArea);
  const line = "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm";
  if (competition.scored) {
    return (
      <p className={line} data-testid="season-deadline">
        <Trophy className="size-4 shrink-0 text-accent" aria-hidden />
        {t("deadline.scored")}
      </p>
    );
  }
  if (open) return <OpenDeadline deadline={competition.deadline} />;
  return (
    <p className={line} data-testid="season-deadline">
      <Lock className="size-4 shrink-0" aria-hidden />
      <span>
        {competition.sealed
          ? rich(t("deadline.sealed"), [() => <LocalTime at={competition.deadline} withTime className="font-semibold" />])
          : t("deadline.sealing")}
      </span>
    </p>
  );
}

function OpenDeadline({ deadline }: { deadline: string }) {
  const t = useT(seasonArea);
  const words = useWords(sharedWordsArea);
  const queryClient = useQueryClient();
  // At the deadline the questions are read again: the server seals them (the page waits for it, get-season.ts).
  const left = useCountdown(deadline, () => void seasonDeadlinePassed(queryClient));
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="season-deadline">
      <span className="inline-flex items-center gap-2">
        <Clock className="size-4 shrink-0 text-primary" aria-hidden />
        <span>{rich(t("deadline.open", { zone: playerTimeZone() }), [() => <LocalTime at={deadline} withTime className="font-semibold" />])}</span>
      </span>
      <span className="rounded-full bg-primary/10 px-2.5 py-0.5 font-mono font-semibold tabular-nums" data-testid="season-time-left">
        {t("deadline.left", { left: formatTimeLeft(left, words) })}
      </span>
    </p>
  );
}
