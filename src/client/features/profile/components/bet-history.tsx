import { History } from "lucide-react";
import { Link } from "wouter";
import type { Bet } from "@shared/api/bets";
import { LocalTime } from "../../../components/local-time";
import { OracleName } from "../../../components/oracle-name";
import { Panel } from "../../../components/ui/panel";
import { formatCredits } from "../../../lib/format";
import { useBetHistory } from "../api/get-bet-history";
import { BetOutcome } from "./bet-outcome";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { rich } from "@client/lib/i18n/rich";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

function BetRow({ bet }: { bet: Bet }) {
  const match = bet.match ?? null;
  const t = useT(profileArea);
  const locale = useLocale();
  return (
    <li>
      <Link
        href={`/match/${bet.matchId}`}
        data-testid="bet-row"
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 transition-colors hover:bg-muted sm:p-4"
      >
        <div className="min-w-0">
          {match ? (
            <p className="font-semibold [overflow-wrap:anywhere]">{t("bets.match", { home: match.homeTeam, away: match.awayTeam })}</p>
          ) : (
            <p className="font-semibold text-muted-foreground">{t("bets.noMatch")}</p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted-foreground">
            <span>{rich(t("bets.backed", { oracle: AI_DISPLAY_NAMES[bet.aiSelected] }), [() => <OracleName ai={bet.aiSelected} />])}</span>
            <span aria-hidden>·</span>
            <span>
              {rich(t("bets.stake", { stake: formatCredits(bet.stake, locale) }), [
                (stake) => <span className="font-semibold tabular-nums text-foreground">{stake}</span>,
              ])}
            </span>
            <span aria-hidden>·</span>
            <LocalTime at={match?.matchDate ?? bet.createdAt} />
          </p>
        </div>
        <BetOutcome bet={bet} />
      </Link>
    </li>
  );
}

/** 'Betting History': the player's bets, newest first, each leading to its match (docs/rules.md#page-profile). */
export function BetHistory() {
  const query = useBetHistory();
  const bets = query.data;
  const t = useT(profileArea);
  return (
    <Panel
      title={t("bets.title")}
      look="section"
      icon={History}
      tone="text-primary"
      query={query}
      loading={t("bets.loading")}
      failed={t("bets.failed")}
      empty={bets?.length === 0 ? t("bets.empty") : null}
    >
      {bets && bets.length > 0 && (
        <ul className="grid gap-2" aria-label={t("bets.list")}>
          {bets.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
