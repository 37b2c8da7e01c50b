import { CalendarClock } from "lucide-react";
import { useMemo } from "react";
import { WhenLoaded } from "../../../components/ui/when-loaded";
import { useClockAt } from "../../../hooks/use-clock-at";
import { errorMessage } from "../../../lib/api";
import { useT } from "../../../lib/i18n/area";
import { useSeason } from "../api/get-season";
import { competitionAnchor, orderCompetitions, shownTwice } from "../lib/season-view";
import { seasonArea } from "../messages";
import { SeasonCompetitionSection } from "./season-competition";

/** Every competition's season questions, the open ones first (docs/rules.md#season-questions). */
export function SeasonOverview() {
  const t = useT(seasonArea);
  const query = useSeason();
  const competitions = query.data?.competitions;
  // Drawn again as each deadline passes, so a competition closes on the page at that moment.
  const deadlines = useMemo(() => (competitions ?? []).map((c) => Date.parse(c.deadline)), [competitions]);
  const now = useClockAt(deadlines);
  const ordered = useMemo(() => orderCompetitions(competitions ?? [], now), [competitions, now]);
  const twice = useMemo(() => shownTwice(ordered), [ordered]);
  return (
    <WhenLoaded
      query={query}
      look="section"
      loading={t("loading")}
      failed={errorMessage(query.error, t("failed"))}
      empty={
        competitions?.length === 0 ? (
          <span className="grid justify-items-center gap-2" data-testid="season-empty">
            <CalendarClock className="size-10" aria-hidden />
            <span className="text-lg font-semibold text-foreground">{t("empty")}</span>
            <span>{t("emptyHint")}</span>
          </span>
        ) : null
      }
    >
      <div className="grid gap-10">
        {ordered.length > 1 && (
          <nav aria-label={t("jump")} className="flex flex-wrap gap-2">
            {ordered.map((c) => (
              <a
                key={competitionAnchor(c)}
                href={`#${competitionAnchor(c)}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border px-3 text-sm font-semibold hover:bg-muted"
              >
                {twice.has(c.leagueId) ? `${c.leagueName} · ${t("competition.season", { season: c.season })}` : c.leagueName}
              </a>
            ))}
          </nav>
        )}
        {ordered.map((c) => (
          <SeasonCompetitionSection key={competitionAnchor(c)} competition={c} now={now} />
        ))}
      </div>
    </WhenLoaded>
  );
}
