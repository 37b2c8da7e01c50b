import { Users } from "lucide-react";
import type { Match } from "@shared/api/matches";
import type { Crowd } from "@shared/api/picks";
import { CROWD_MIN_PICKS } from "@shared/constants";
import { Panel } from "../../../components/ui/panel";
import { errorMessage } from "../../../lib/api";
import { useCrowd } from "../api/get-crowd";
import { formatCount } from "../../../lib/format";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How the crowd picked, from kick-off (picks are private until then). */
export function CrowdPanel({ match }: { match: Match }) {
  const t = useT(matchDetailArea);
  const query = useCrowd(match.id);
  const crowd = query.data;
  return (
    <Panel
      title={t("crowd.title")}
      icon={Users}
      tone="text-primary"
      testId="crowd-panel"
      className="text-left"
      query={query}
      loading={t("crowd.loading")}
      failed={errorMessage(query.error, t("crowd.loadFailed"))}
      empty={crowd?.picks === 0 ? t("crowd.empty") : null}
    >
      {crowd && <CrowdFigures crowd={crowd} match={match} />}
    </Panel>
  );
}

function CrowdFigures({ crowd, match }: { crowd: Crowd; match: Match }) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const outcomes = [
    { key: "home", label: t("crowd.homeWin", { team: match.homeTeam }), share: crowd.home, tone: "bg-primary" },
    { key: "draw", label: t("crowd.draw"), share: crowd.draw, tone: "bg-muted-foreground" },
    { key: "away", label: t("crowd.awayWin", { team: match.awayTeam }), share: crowd.away, tone: "bg-accent" },
  ];
  // The pick frozen into the prediction log at kick-off, when there is one (from 5 picks up).
  const frozen = match.crowd;
  return (
    <div className="mt-3 grid gap-4">
      <p className="text-sm text-muted-foreground" data-testid="crowd-count">
        {t("crowd.count", { count: crowd.picks, shown: formatCount(crowd.picks, locale) })}
      </p>
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        {outcomes.map((o) => (
          <span key={o.key} className={o.tone} style={{ width: percent(o.share) }} />
        ))}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {outcomes.map((o) => (
          <div key={o.key} className="min-w-0">
            <dt className="truncate text-muted-foreground">{o.label}</dt>
            <dd className="font-bold tabular-nums">{percent(o.share)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">{t("crowd.topScores")}</h3>
        <ol className="mt-1 grid gap-1" data-testid="crowd-top-scores">
          {crowd.topScores.map((s) => (
            <li key={s.score} className="flex justify-between tabular-nums">
              <span className="font-display font-bold">{s.score}</span>
              <span className="text-muted-foreground">{percent(s.share)}</span>
            </li>
          ))}
        </ol>
      </div>
      <p data-testid="crowd-pick">
        {frozen ? (
          <>
            {rich(t("crowd.pick", { score: frozen.predictedScore }), [(text) => <strong className="font-display text-lg">{text}</strong>])}
            {frozen.points !== null && (
              <span className="ml-2 font-semibold text-accent" data-testid="crowd-points">
                {t("crowd.points", { count: frozen.points })}
              </span>
            )}
            <span className="block text-xs text-muted-foreground">
              {rich(t("crowd.frozenNote", { hash: frozen.hash.slice(0, 10) }), [(text) => <code className="font-mono">{text}</code>])}
            </span>
          </>
        ) : crowd.crowdPick ? (
          <>
            {rich(t("crowd.pick", { score: crowd.crowdPick }), [(text) => <strong className="font-display text-lg">{text}</strong>])}
            <span className="block text-xs text-muted-foreground">{t("crowd.note")}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{t("crowd.threshold", { min: CROWD_MIN_PICKS })}</span>
        )}
      </p>
    </div>
  );
}
