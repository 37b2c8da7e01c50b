import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { useQueryClient } from "@tanstack/react-query";
import { formatDistance } from "date-fns/formatDistance";
import { Clock, Flame, Lock, Star, TrendingUp, Users } from "lucide-react";
import { memo, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { Bet } from "@shared/api/bets";
import type { ListedMatch } from "@shared/api/matches";
import { TIMINGS_MS } from "@shared/constants";
import type { Translate } from "@shared/i18n/catalogue";
import type { Locale } from "@shared/i18n/locales";
import { closingBadge, closingBadgeText } from "@shared/countdown";
import { displayStatus, isHighActivity, isTrending } from "@shared/match-display";
import { LocalTime } from "../../../components/local-time";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { kickOffPassed } from "../../../lib/domain-events";
import { liveSocketOpen } from "../../../lib/live-socket";
import { formatCount } from "../../../lib/format";
import { useServerRenderTime } from "../../../lib/render-clock";
import { useInView } from "../hooks/use-in-view";
import { useKickOffClock } from "../hooks/use-kick-off-clock";
import { Badge } from "./badge";
import { CardStake } from "./card-stake";
import { DistributionBar } from "./distribution-bar";
import { MatchCountdown } from "./match-countdown";
import { CompletedResult, ScoreLine } from "./match-result";
import { MatchStatusBadge } from "./match-status-badge";
import { OraclePlaceholder } from "./oracle-placeholder";
import { ViewerBadge } from "./viewer-badge";

/** How many backed an oracle: an invitation while betting is open, a record once it has closed. */
function socialProofLine(betCount: number, open: boolean, t: Translate<MatchesId>, locale: Locale): string {
  if (betCount === 0) return open ? t("card.beFirst") : t("card.nobodyBacked");
  const values = { count: betCount, shown: formatCount(betCount, locale) };
  return open ? t("card.playersHaveBacked", values) : t("card.playersBacked", values);
}

type MatchesId = (typeof matchesArea.ids)[number];

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** "3 hours ago" as date-fns writes it in English; in the player's language, by Intl: "há 3 horas", "vor 3 Stunden". */
function timeFromNow(at: string, now: number, locale: Locale): string {
  if (locale === "en") return formatDistance(new Date(at), now, { addSuffix: true });
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" })));
  const minutes = Math.round((Date.parse(at) - now) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, "hour");
  const days = Math.round(hours / 24);
  return Math.abs(days) < 30 ? format.format(days, "day") : format.format(Math.round(days / 30), "month");
}

/** "12 minutes ago" on a card under way or over: read again each minute on its own, not by drawing the card again. */
function TimeAgo({ at }: { at: string }) {
  const locale = useLocale();
  const serverTime = useServerRenderTime();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={at} className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Clock className="size-4" aria-hidden />
      {timeFromNow(at, serverTime ?? tick, locale)}
    </time>
  );
}

/** What a page adds to each upcoming card, from a feature of its own (the player's pick on the arena). */
export type PickSlot = (match: ListedMatch) => ReactNode;

/**
 * One match in the Arena (docs/rules.md#page-arena). The title link stretches over the whole card, so the card
 * leads to /match/{id} without nesting interactive elements; the button links sit above it, and so
 * does what the page puts in an upcoming card's pick slot (its fields must not open the match).
 * Memoized: the list renders again at each step of its idle reveal and at each pushed goal or minute, and a
 * card draws again only when its own match, bet or pick slot changed, not seventy cards for one.
 */
export const MatchCard = memo(function MatchCard({ match, pickSlot, bet }: { match: ListedMatch; pickSlot?: PickSlot; bet?: Bet }) {
  const queryClient = useQueryClient();
  const t = useT(matchesArea);
  const locale = useLocale();
  const sharedT = useT(sharedWordsArea);
  const cardRef = useRef<HTMLElement>(null);
  const inView = useInView(cardRef);
  // At kick-off the server moves the match live and the arena's socket brings it (use-arena-push.ts), the list
  // read again after it. Only with no socket open does the card's own countdown read the list to catch the
  // server up, within a few seconds at random: every player on the arena reaches the same kick-off together.
  const now = useKickOffClock(match.matchDate, () => {
    if (match.status !== "upcoming" || liveSocketOpen()) return;
    setTimeout(() => void kickOffPassed(queryClient, match.id), Math.random() * TIMINGS_MS.kickoffReloadSpread);
  });
  const status = displayStatus(match, now);
  const closing = status === "upcoming" ? closingBadge(Date.parse(match.matchDate) - now) : null;
  const href = `/match/${match.id}`;

  return (
    <article
      ref={cardRef}
      data-testid="match-card"
      className="relative flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors focus-within:border-primary hover:border-primary/60"
    >
      <div className="flex flex-wrap items-center gap-2">
        <MatchStatusBadge status={status} minute={match.minute} />
        {match.featured && (
          <Badge tone="accent">
            <Star className="size-3.5" aria-hidden />
            {t("card.featured")}
          </Badge>
        )}
        {isTrending(match.betCount) && (
          <Badge tone="danger">
            <TrendingUp className="size-3.5" aria-hidden />
            {t("card.trending")}
          </Badge>
        )}
        <ViewerBadge matchId={match.id} enabled={inView} />
      </div>

      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground" data-testid="match-league">
          {match.leagueName}
        </p>
        <h3 className="mt-1 font-display text-lg font-bold leading-snug">
          <Link
            href={href}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
          >
            {t("fixture", { home: match.homeTeam, away: match.awayTeam })}
          </Link>
        </h3>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        {status === "upcoming" ? (
          <span className="inline-flex flex-wrap items-center gap-x-2">
            <MatchCountdown matchDate={match.matchDate} inView={inView} />
            {/* Beside the countdown, the day and clock time of kick-off in the player's zone ("Today 18:30"). */}
            <LocalTime at={match.matchDate} withTime className="min-w-24 text-sm text-muted-foreground tabular-nums" data-testid="kick-off-time" />
          </span>
        ) : (
          <TimeAgo at={match.matchDate} />
        )}
        {closing && (
          <Badge tone={closing === "LAST CHANCE!" ? "live" : "danger"} data-testid="closing-badge">
            {closingBadgeText(closing, { t: sharedT, locale })}
          </Badge>
        )}
      </div>

      {/* The player's own stake, before anything else the card says about the match (docs/rules.md#page-arena). */}
      {bet && status !== "completed" && <CardStake match={match} bet={bet} />}

      {status === "completed" ? (
        <CompletedResult match={match} />
      ) : (
        <>
          {status === "live" && <ScoreLine match={match} label={t("liveScore")} />}
          <OraclePlaceholder calls={status === "live" ? match.predictions : undefined} />
          <DistributionBar matchId={match.id} enabled={inView} />
          {status === "live" && (
            // Kick-off closed betting: the card no longer invites a bet (the bet dialog's own words).
            <p className="flex items-center gap-1.5 text-sm font-semibold" data-testid="betting-closed">
              <Lock className="size-4" aria-hidden />
              {t("card.bettingClosed")}
            </p>
          )}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users className="size-4" aria-hidden />
            {socialProofLine(match.betCount, status === "upcoming", t, locale)}
          </p>
          {status === "upcoming" && isHighActivity(match.betCount) && (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-warning">
              <Flame className="size-4" aria-hidden />
              {t("card.highActivity")}
            </p>
          )}
          {status === "upcoming" && (
            <div className="mt-auto grid gap-3">
              {/* Empty when the slot renders nothing: then it takes no room (a hidden grid item, no gap). */}
              {pickSlot && <div className="relative z-10 empty:hidden">{pickSlot(match)}</div>}
              <Link href={href} className={cn(buttonVariants(), "relative z-10 w-full")}>
                {t("card.viewProphecies")}
              </Link>
            </div>
          )}
        </>
      )}
    </article>
  );
});
