import { Star } from "lucide-react";
import type { LeagueMemberPick } from "@shared/api/leagues";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { PlayerName } from "../../../components/player-name";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { leaguesArea } from "../messages";

/**
 * A league's picks of one match, the best first: who, with the joker and oracle marks, the score and its points as
 * the league counts them. `caption` says when the points are as it stands.
 */
export function PickTable({ picks, caption }: { picks: readonly LeagueMemberPick[]; caption?: string }) {
  const t = useT(leaguesArea);
  return (
    <table className="w-full text-sm">
      {caption && <caption className="pb-1 text-left text-xs text-muted-foreground">{caption}</caption>}
      <thead>
        <tr className="text-xs text-muted-foreground">
          <th scope="col" className="pb-1 text-left font-medium">
            {t("picks.member")}
          </th>
          <th scope="col" className="px-3 pb-1 text-center font-medium">
            {t("picks.pick")}
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            {t("picks.pointsHead")}
          </th>
        </tr>
      </thead>
      <tbody>
        {picks.map((pick) => (
          <PickLine key={pick.userId} pick={pick} />
        ))}
      </tbody>
    </table>
  );
}

/** One member's pick: who, with its marks, the score and its points. */
function PickLine({ pick }: { pick: LeagueMemberPick }) {
  return (
    <tr className={cn(pick.isYou && "font-semibold")} data-testid="league-pick">
      {/* max-w-0 with w-full lets a long name shrink to its cell and be cut short, the marks kept. */}
      <td className="w-full max-w-0 py-1">
        <PlayerName username={pick.username} isYou={pick.isYou}>
          <PickMarks pick={pick} />
        </PlayerName>
      </td>
      <td className="px-3 py-1 text-center font-display text-base font-bold tabular-nums" data-testid="league-pick-score">
        {pick.home}-{pick.away}
      </td>
      <td className={cn("py-1 text-right", pickPointsTone(pick))} data-testid="league-pick-points">
        <PickPoints pick={pick} />
      </td>
    </tr>
  );
}

/** A pick's marks: the joker (where the league counts it double) and the oracle that made it for the member. */
export function PickMarks({ pick }: { pick: LeagueMemberPick }) {
  const t = useT(leaguesArea);
  return (
    <>
      {pick.joker && (
        <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-bold text-accent" title={t("picks.jokerTitle")}>
          <Star className="mr-0.5 inline size-3 fill-accent" aria-hidden />
          {t("picks.joker")}
        </span>
      )}
      {pick.byOracle && (
        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
          {t("picks.byOracle", { oracle: AI_DISPLAY_NAMES[pick.byOracle] })}
        </span>
      )}
    </>
  );
}

/** A pick's points as the league counts them: scored in the accent, as it stands in grey, an uncounted one said so. */
export const pickPointsTone = (pick: LeagueMemberPick) =>
  cn("whitespace-nowrap tabular-nums", pick.final ? "font-semibold text-accent" : "text-muted-foreground");

export function PickPoints({ pick }: { pick: LeagueMemberPick }) {
  const t = useT(leaguesArea);
  return <>{!pick.counted ? t("picks.notCounted") : (pick.points ?? "–")}</>;
}
