import type { OracleTrackRecord } from "@shared/api/track-record";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { useId } from "react";
import { formatPercent } from "../../lib/format";
import { useLocale } from "../../lib/i18n/locale";
import { useT } from "../../lib/i18n/area";
import { trackRecordArea } from "./messages";

const SIZE = 240;
const PAD = { left: 40, right: 12, top: 12, bottom: 36 };
const PLOT_W = SIZE - PAD.left - PAD.right;
const PLOT_H = SIZE - PAD.top - PAD.bottom;
const TICKS = [0, 25, 50, 75, 100];

const x = (pct: number) => PAD.left + (Math.min(Math.max(pct, 0), 100) / 100) * PLOT_W;
const y = (pct: number) => PAD.top + PLOT_H - (Math.min(Math.max(pct, 0), 100) / 100) * PLOT_H;

const colour = (ai: OracleTrackRecord["aiName"]) => (ai === "ChatGPT" ? "var(--chatgpt)" : "var(--grok)");

/** Stated confidence against observed hit rate, one dot per non-empty bucket per oracle, as an inline SVG. */
export function ReliabilityChart({ oracles }: { oracles: OracleTrackRecord[] }) {
  const id = useId();
  const tr = useT(trackRecordArea);
  const locale = useLocale();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const rows = oracles.flatMap((o) => o.reliability.filter((b) => b.count > 0).map((b) => ({ ai: o.aiName, bucket: b })));

  return (
    <figure className="rounded-2xl border border-border bg-card p-5">
      <figcaption className="font-display text-lg font-bold">{tr("chart.title")}</figcaption>
      <p className="mt-1 text-sm text-muted-foreground">{tr("chart.intro")}</p>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="mx-auto mt-3 w-full max-w-xs text-muted-foreground"
        data-testid="reliability-chart"
      >
        <title id={titleId}>{tr("chart.svgTitle")}</title>
        <desc id={descId}>{tr("chart.svgDesc")}</desc>
        {TICKS.map((t) => (
          <g key={t}>
            <line x1={x(0)} x2={x(100)} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 4} y={y(t)} fontSize={9} textAnchor="end" dominantBaseline="middle" fill="currentColor">
              {t}
            </text>
            <text x={x(t)} y={y(0) + 12} fontSize={9} textAnchor="middle" fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        <rect x={x(0)} y={y(100)} width={PLOT_W} height={PLOT_H} fill="none" stroke="currentColor" strokeOpacity={0.4} />
        <line x1={x(0)} y1={y(0)} x2={x(100)} y2={y(100)} stroke="currentColor" strokeDasharray="4 4" strokeOpacity={0.7} />
        <text x={x(50)} y={SIZE - 4} fontSize={10} textAnchor="middle" fill="currentColor">
          {tr("chart.xAxis")}
        </text>
        <text x={10} y={y(50)} fontSize={10} textAnchor="middle" fill="currentColor" transform={`rotate(-90 10 ${y(50)})`}>
          {tr("chart.yAxis")}
        </text>
        {rows.map(({ ai, bucket }) => (
          <circle
            key={`${ai}-${bucket.from}`}
            cx={x(bucket.stated)}
            cy={y(bucket.observed)}
            r={4}
            fill={colour(ai)}
            fillOpacity={0.85}
            stroke="var(--card)"
            strokeWidth={1}
          />
        ))}
      </svg>
      <div className="mt-2 flex flex-wrap justify-center gap-4 text-xs" aria-hidden>
        {oracles.map((o) => (
          <span key={o.aiName} className="inline-flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-full" style={{ background: colour(o.aiName) }} />
            {AI_DISPLAY_NAMES[o.aiName]}
          </span>
        ))}
      </div>
      {/* The clip sits on a wrapper: a table ignores the 1 px width of sr-only and widened a phone's page to 754 px. */}
      <div className="sr-only">
        <table>
          <caption>{tr("table.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{tr("table.oracle")}</th>
              <th scope="col">{tr("table.bucket")}</th>
              <th scope="col">{tr("table.predictions")}</th>
              <th scope="col">{tr("table.meanStated")}</th>
              <th scope="col">{tr("table.observed")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ ai, bucket }) => (
              <tr key={`${ai}-${bucket.from}`}>
                <th scope="row">{AI_DISPLAY_NAMES[ai]}</th>
                <td>{`${bucket.from}–${bucket.from + 10}%`}</td>
                <td>{bucket.count}</td>
                <td>{formatPercent(bucket.stated, locale)}</td>
                <td>{formatPercent(bucket.observed, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
