import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { ChevronDown } from "lucide-react";
import { ALL_LEAGUES } from "@shared/match-display";

/** 'All Leagues' plus each league found in the matches (docs/rules.md#page-arena). A native select: works everywhere. */
export function LeagueFilter({ leagues, value, onChange }: { leagues: string[]; value: string; onChange: (league: string) => void }) {
  const t = useT(matchesArea);
  return (
    <div className="relative">
      <select
        aria-label={t("leagues.label")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full appearance-none rounded-lg border border-border bg-card py-2 pl-3 pr-9 text-sm font-medium sm:w-56"
      >
        <option value={ALL_LEAGUES}>{t("leagues.all")}</option>
        {leagues.map((league) => (
          <option key={league} value={league}>
            {league}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  );
}
