import { Users } from "lucide-react";
import type { CrowdTrackRecord, OracleTrackRecord } from "@shared/api/track-record";
import { AI_NAMES, CROWD_NAME } from "@shared/constants";
import { OracleCard } from "../oracle-stats-card";
import { usePredictorNames } from "../predictor-names";
import { Panel } from "../ui/panel";
import { StatTile } from "../ui/stat-tile";
import { useFigureTexts, WhenLoaded } from "../ui/when-loaded";
import { rich } from "../../lib/i18n/rich";
import { useT } from "../../lib/i18n/area";
import { trackRecordArea } from "./messages";
import { formatDecimal, formatFixed, formatPercent } from "../../lib/format";
import { useLocale } from "../../lib/i18n/locale";
import { ReliabilityChart } from "./reliability-chart";
import { useTrackRecord } from "./use-track-record";
import { routes } from "@shared/api/routes";

/** An oracle's track record in the oracle card, with its calibrating mark and the matches the figures rest on. */
function OracleRecordCard({ oracle }: { oracle: OracleTrackRecord }) {
  const t = useT(trackRecordArea);
  const locale = useLocale();
  return (
    <OracleCard
      ai={oracle.aiName}
      testId={`track-record-${oracle.aiName}`}
      badge={
        oracle.calibrating && (
          <span
            data-testid="calibrating"
            title={t("calibratingHint")}
            className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground"
          >
            {t("calibrating")}
          </span>
        )
      }
      figures={[
        { label: t("pointsPerMatch"), value: formatDecimal(oracle.pointsPerMatch, 2, locale) },
        { label: t("outcomeAccuracy"), value: formatPercent(oracle.outcomeAccuracy, locale) },
        { label: t("exactRate"), value: formatPercent(oracle.exactRate, locale) },
        { label: t("rps"), value: formatFixed(oracle.rps, 3, locale) },
        { label: t("brier"), value: formatFixed(oracle.brier, 3, locale) },
      ]}
      note={t("basedOn", { matches: oracle.matches, probabilistic: oracle.probabilisticMatches })}
    />
  );
}

function CrowdRecordCard({ crowd }: { crowd: CrowdTrackRecord }) {
  const t = useT(trackRecordArea);
  const locale = useLocale();
  const names = usePredictorNames();
  return (
    <article className="rounded-2xl border border-dashed border-border bg-card p-5" data-testid="track-record-crowd">
      <p className="flex items-center gap-2 font-display text-xl font-bold">
        <Users className="size-5 text-primary" aria-hidden />
        {names[CROWD_NAME]}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile look="plain" label={t("pointsPerMatch")} value={formatDecimal(crowd.pointsPerMatch, 2, locale)} />
        <StatTile look="plain" label={t("outcomeAccuracy")} value={formatPercent(crowd.outcomeAccuracy, locale)} />
        <StatTile look="plain" label={t("exactRate")} value={formatPercent(crowd.exactRate, locale)} />
        <StatTile look="plain" label={t("picksPerMatch")} value={formatDecimal(crowd.averagePicks, 1, locale)} />
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{t("crowdNote", { matches: crowd.matches })}</p>
    </article>
  );
}

/** Each oracle's public track record: points, accuracy, proper scores and a reliability chart. */
export function TrackRecord() {
  const t = useT(trackRecordArea);
  const figureTexts = useFigureTexts();
  const query = useTrackRecord();
  const oracles = AI_NAMES.flatMap((ai) => query.data?.oracles.filter((o) => o.aiName === ai) ?? []);
  return (
    <Panel look="section" title={t("title")}>
      <WhenLoaded look="section" query={query} {...figureTexts} empty={oracles.length === 0 ? t("empty") : null}>
        <div className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            {oracles.map((o) => (
              <OracleRecordCard key={o.aiName} oracle={o} />
            ))}
          </div>
          {query.data?.crowd && <CrowdRecordCard crowd={query.data.crowd} />}
          <ReliabilityChart oracles={oracles} />
        </div>
      </WhenLoaded>
      <p className="mt-4 text-sm text-muted-foreground">
        {rich(t("footer"), [
          (text) => (
            <a href={routes.oracles.predictionLog.path} className="text-primary underline">
              {text}
            </a>
          ),
          (text) => (
            <a href="/verify" className="text-primary underline">
              {text}
            </a>
          ),
        ])}
      </p>
    </Panel>
  );
}
