import { Users } from "lucide-react";
import type { CrowdTrackRecord, OracleTrackRecord } from "@shared/api/track-record";
import { AI_NAMES } from "@shared/constants";
import { OracleName } from "../oracle-name";
import { Panel } from "../ui/panel";
import { useFigureTexts, WhenLoaded } from "../ui/when-loaded";
import { rich } from "../../lib/i18n/rich";
import { useT } from "../../lib/i18n/area";
import { trackRecordArea } from "./messages";
import { formatDecimal, formatFixed, formatPercent } from "../../lib/format";
import { useLocale } from "../../lib/i18n/locale";
import { ReliabilityChart } from "./reliability-chart";
import { useTrackRecord } from "./use-track-record";
import { routes } from "@shared/api/routes";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function OracleRecordCard({ oracle }: { oracle: OracleTrackRecord }) {
  const t = useT(trackRecordArea);
  const locale = useLocale();
  return (
    <article className="rounded-2xl border border-border bg-card p-5" data-testid={`track-record-${oracle.aiName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OracleName ai={oracle.aiName} className="font-display text-xl" />
        {oracle.calibrating && (
          <span
            data-testid="calibrating"
            title={t("calibratingHint")}
            className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground"
          >
            {t("calibrating")}
          </span>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t("pointsPerMatch")} value={formatDecimal(oracle.pointsPerMatch, 2, locale)} />
        <Figure label={t("outcomeAccuracy")} value={formatPercent(oracle.outcomeAccuracy, locale)} />
        <Figure label={t("exactRate")} value={formatPercent(oracle.exactRate, locale)} />
        <Figure label={t("rps")} value={formatFixed(oracle.rps, 3, locale)} />
        <Figure label={t("brier")} value={formatFixed(oracle.brier, 3, locale)} />
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{t("basedOn", { matches: oracle.matches, probabilistic: oracle.probabilisticMatches })}</p>
    </article>
  );
}

function CrowdRecordCard({ crowd }: { crowd: CrowdTrackRecord }) {
  const t = useT(trackRecordArea);
  const locale = useLocale();
  return (
    <article className="rounded-2xl border border-dashed border-border bg-card p-5" data-testid="track-record-crowd">
      <p className="flex items-center gap-2 font-display text-xl font-bold">
        <Users className="size-5 text-primary" aria-hidden />
        {t("crowd")}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t("pointsPerMatch")} value={formatDecimal(crowd.pointsPerMatch, 2, locale)} />
        <Figure label={t("outcomeAccuracy")} value={formatPercent(crowd.outcomeAccuracy, locale)} />
        <Figure label={t("exactRate")} value={formatPercent(crowd.exactRate, locale)} />
        <Figure label={t("picksPerMatch")} value={formatDecimal(crowd.averagePicks, 1, locale)} />
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
