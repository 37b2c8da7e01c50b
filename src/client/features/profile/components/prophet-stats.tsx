import { Crosshair } from "lucide-react";
import { Panel } from "../../../components/ui/panel";
import { StatTile } from "../../../components/ui/stat-tile";
import type { PickSummary } from "@shared/api/picks";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { errorMessage } from "../../../lib/api";
import { formatCount, formatDate, formatDecimal } from "../../../lib/format";
import { usePickSummary } from "../api/get-pick-summary";
import type { Locale } from "@shared/i18n/locales";
import { rich } from "@client/lib/i18n/rich";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

/** The player's own score picks over the season: Prophet points, picks made, exact hits, points per match. */
export function ProphetStats() {
  const query = usePickSummary();
  const summary = query.data;
  const t = useT(profileArea);
  const locale = useLocale();
  return (
    <Panel
      title={t("picks.title")}
      icon={Crosshair}
      tone="text-accent"
      testId="prophet-stats"
      query={query}
      loading={t("picks.loading")}
      failed={errorMessage(query.error, t("picks.failed"))}
    >
      {summary && (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
            {[
              { id: "prophet-points", label: t("picks.points"), value: formatCount(summary.points, locale) },
              { id: "picks-made", label: t("picks.made"), value: formatCount(summary.picks, locale) },
              { id: "exact-hits", label: t("picks.exact"), value: formatCount(summary.exact, locale) },
              { id: "points-per-match", label: t("picks.perMatch"), value: perMatch(summary.pointsPerMatch, locale) },
            ].map(({ id, ...figure }) => (
              <StatTile key={id} look="plain" size="lg" caps testId={id} {...figure} />
            ))}
          </dl>
          {summary.versus.matches > 0 && <Versus versus={summary.versus} />}
          <p className="mt-3 text-xs text-muted-foreground">
            {summary.picks === 0 ? t("picks.none") : t("picks.since", { date: formatDate(summary.seasonStart, new Date(), "UTC", locale) })}
          </p>
        </>
      )}
    </Panel>
  );
}

/** Points per match with two decimals: "1.50" in English as before, the language's own decimal mark elsewhere ("1,50"). */
const perMatch = (value: number | null, locale: Locale): string => (value === null ? "-" : formatDecimal(value, 2, locale));

/** You vs the oracles: points per match on the same matches, and against the crowd where it had a pick. */
function Versus({ versus }: { versus: PickSummary["versus"] }) {
  const t = useT(profileArea);
  const locale = useLocale();
  return (
    <div className="mt-4 rounded-xl bg-muted/40 p-3 text-sm" data-testid="versus">
      <p className="font-semibold">
        {rich(t("versus.title", { count: formatCount(versus.matches, locale) }), [
          (note) => <span className="font-normal text-muted-foreground">{note}</span>,
        ])}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 tabular-nums">
        <span data-testid="versus-you">{t("versus.you", { value: perMatch(versus.you, locale) })}</span>
        <span data-testid="versus-ChatGPT">
          {AI_DISPLAY_NAMES.ChatGPT} {perMatch(versus.chatGPT, locale)}
        </span>
        <span data-testid="versus-Grok">
          {AI_DISPLAY_NAMES.Grok} {perMatch(versus.grok, locale)}
        </span>
        {versus.crowdMatches > 0 && (
          <span data-testid="versus-crowd">
            {t("versus.crowd", {
              crowd: perMatch(versus.crowd, locale),
              you: perMatch(versus.youWithCrowd, locale),
              count: formatCount(versus.crowdMatches, locale),
            })}
          </span>
        )}
      </p>
    </div>
  );
}
