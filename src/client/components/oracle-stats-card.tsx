import type { ReactNode } from "react";
import type { AiStats } from "@shared/api/matches";
import type { AiName } from "@shared/constants";
import type { Locale } from "@shared/i18n/locales";
import { cn } from "../lib/cn";
import { formatCount, formatDecimal, formatPercentText } from "../lib/format";
import { useLocale } from "../lib/i18n/locale";
import { OracleName } from "./oracle-name";
import { StatTile } from "./ui/stat-tile";

export interface OracleCardProps {
  ai: AiName;
  figures: readonly { label: string; value: string }[];
  /** "md" on the arena's History tab and in the track record; "lg", a larger name and figures, on the stats page. */
  size?: "md" | "lg";
  /** Three columns on a phone too (the arena's History tab), where the others take two. */
  dense?: boolean;
  /** A mark at the end of the name's line (the track record's "calibrating"). */
  badge?: ReactNode;
  /** A line under the figures. */
  note?: ReactNode;
  testId?: string;
}

/** One oracle's card: its name in its colour over a grid of its figures. */
export function OracleCard({ ai, figures, size = "md", dense = false, badge, note, testId }: OracleCardProps) {
  return (
    <article className="rounded-2xl border border-border bg-card p-5" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OracleName ai={ai} className={cn("font-display", size === "lg" ? "text-2xl" : "text-xl")} />
        {badge}
      </div>
      <dl className={cn("mt-4 grid gap-3", dense ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-3")}>
        {figures.map((figure) => (
          <StatTile key={figure.label} look="plain" size={size === "lg" ? "md" : "sm"} label={figure.label} value={figure.value} />
        ))}
      </dl>
      {note && <p className="mt-4 text-xs text-muted-foreground">{note}</p>}
    </article>
  );
}

/** The figures of an oracle's record (GET /api/ai-stats) a card can show. */
export type AiStatsFigure = "elo" | "wins" | "accuracy" | "matches" | "totalPoints" | "pointsPerMatch";

const AI_STATS_VALUES: Record<AiStatsFigure, (stats: AiStats, locale: Locale) => string> = {
  elo: (stats, locale) => formatCount(stats.eloRating, locale),
  wins: (stats, locale) => formatCount(stats.wins, locale),
  accuracy: (stats, locale) => formatPercentText(stats.accuracyPercent, locale),
  matches: (stats, locale) => formatCount(stats.totalMatches, locale),
  totalPoints: (stats, locale) => formatCount(stats.totalPoints, locale),
  pointsPerMatch: (stats, locale) => formatDecimal(stats.totalMatches > 0 ? stats.totalPoints / stats.totalMatches : 0, 1, locale),
};

/**
 * An oracle's record, as the arena's History tab and the stats page show it: the figures named, in the order given,
 * each under the caller's label (each page's catalogue words its own).
 */
export function OracleStatsCard({
  stats,
  figures,
  ...card
}: Omit<OracleCardProps, "ai" | "figures"> & { stats: AiStats; figures: readonly (readonly [AiStatsFigure, string])[] }) {
  const locale = useLocale();
  return <OracleCard ai={stats.aiName} figures={figures.map(([id, label]) => ({ label, value: AI_STATS_VALUES[id](stats, locale) }))} {...card} />;
}
