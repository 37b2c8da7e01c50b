import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { Swords } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import type { Bet } from "@shared/api/bets";
import type { ListedMatch } from "@shared/api/matches";
import { orderUpcoming } from "@shared/match-display";
import { Spinner } from "../../../components/ui/spinner";
import { byKickOffDay } from "../../../lib/kick-off-days";
import { useBrowserOnly } from "../../../lib/render-clock";
import type { FinishedBet } from "../lib/just-finished";
import { EmptyState } from "./empty-state";
import { JustFinished } from "./just-finished";
import { MatchCard, type PickSlot } from "./match-card";
import { SectionHeading } from "./section-heading";

/** The player's own bets: on the cards of the matches they backed, and those settled in the last 30 minutes. */
export interface OwnBets {
  onMatch: ReadonlyMap<number, Bet>;
  justFinished: readonly FinishedBet[];
}

/** Cards under an optional day heading: the headings and the cards of every group are one grid's children. */
interface CardGroup {
  heading?: { key: string; label: string };
  matches: readonly ListedMatch[];
}

/**
 * One grid for every group, not a grid per group: React keeps a keyed card only among its siblings, and the card
 * that becomes featured when the featured match kicks off (or draws the most bets) would otherwise be a new card
 * in another grid, losing the pick a player was typing on it.
 */
function CardGrid({ groups, pickSlot, bets }: { groups: readonly CardGroup[]; pickSlot?: PickSlot; bets?: OwnBets }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.flatMap(({ heading, matches }) => [
        heading && (
          // A full row of its own, 24 px below the cards before it and 12 px above its own, as a section's was.
          <h3
            key={`day-${heading.key}`}
            className="col-span-full mt-2 -mb-1 font-display text-lg font-bold text-muted-foreground first:mt-0"
            data-testid="day-heading"
          >
            {heading.label}
          </h3>
        ),
        ...matches.map((match) => <MatchCard key={match.id} match={match} pickSlot={pickSlot} bet={bets?.onMatch.get(match.id)} />),
      ])}
    </div>
  );
}

// A phone screen shows one or two cards, a desktop one row of three: those render with the page, the
// rest two at a time whenever the browser is idle, so seventy cards' worth of work neither holds up
// the first paint nor blocks input (docs/decisions.md, the arena's cards). The list on screen is the same.
const FIRST_CARDS = 3;
const CARDS_PER_IDLE = 2;

function useIdleReveal(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    const reveal = () => startTransition(() => setShown((n) => n + CARDS_PER_IDLE));
    if (typeof requestIdleCallback === "undefined") {
      const timer = setTimeout(reveal, 50);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(reveal, { timeout: 300 });
    return () => cancelIdleCallback(handle);
  }, [shown, total]);
  return shown;
}

/**
 * Upcoming Battles in their order, featured first; the matches after the featured ones under day
 * headings (Today, Tomorrow, then dates) in the player's zone. The headings come once the browser has
 * taken over the server's markup, rendered in the server's zone (lib/render-clock.tsx).
 */
function UpcomingByDay({ matches, pickSlot, bets }: { matches: ListedMatch[]; pickSlot?: PickSlot; bets?: OwnBets }) {
  const inBrowser = useBrowserOnly();
  const locale = useLocale();
  const featured = matches.filter((m) => m.featured);
  const rest = matches.filter((m) => !m.featured);
  const days: CardGroup[] = inBrowser
    ? byKickOffDay(rest, new Date(), undefined, locale).map((day) => ({ heading: day, matches: day.matches }))
    : [{ matches: rest }];
  return <CardGrid groups={[{ matches: featured }, ...days]} pickSlot={pickSlot} bets={bets} />;
}

/** The Matches tab: Live Now, Just finished (the player's backed matches that ended), then Upcoming Battles (featured first, then by kick-off). */
export function MatchList({
  matches,
  isLoading,
  pickSlot,
  bets,
}: {
  matches: ListedMatch[];
  isLoading: boolean;
  pickSlot?: PickSlot;
  bets?: OwnBets;
}) {
  const t = useT(matchesArea);
  // A screen tall while loading: what follows the list (the share row, the footer) is then below the first
  // screen until the cards come, and is not pushed down in sight when they do (a layout shift).
  if (isLoading) return <Spinner label={t("loadingMatches")} className="min-h-svh" />;
  const live = matches.filter((m) => m.status === "live");
  const upcoming = orderUpcoming(matches.filter((m) => m.status === "upcoming"));
  const finished = bets?.justFinished ?? [];
  if (live.length === 0 && upcoming.length === 0 && finished.length === 0) {
    return <EmptyState icon={Swords} title={t("list.empty")} text={t("list.emptyText")} />;
  }
  return <MatchSections live={live} upcoming={upcoming} pickSlot={pickSlot} bets={bets} />;
}

function MatchSections(props: { live: ListedMatch[]; upcoming: ListedMatch[]; pickSlot?: PickSlot; bets?: OwnBets }) {
  const t = useT(matchesArea);
  const total = props.live.length + props.upcoming.length;
  const shown = useIdleReveal(total);
  const live = props.live.slice(0, shown);
  const upcoming = props.upcoming.slice(0, Math.max(0, shown - live.length));
  return (
    // Busy while cards are still being added: assistive technology waits for the whole list.
    <div className="grid gap-10" aria-busy={shown < total}>
      {live.length > 0 && (
        <section aria-labelledby="live-now">
          <SectionHeading id="live-now">
            <span className="mr-2 inline-block size-3 animate-pulse rounded-full bg-destructive motion-reduce:animate-none" aria-hidden />
            {t("list.liveNow")}
          </SectionHeading>
          <CardGrid groups={[{ matches: live }]} bets={props.bets} />
        </section>
      )}
      {props.bets && props.bets.justFinished.length > 0 && <JustFinished bets={props.bets.justFinished} />}
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-battles">
          <SectionHeading id="upcoming-battles">{t("list.upcoming")}</SectionHeading>
          <UpcomingByDay matches={upcoming} pickSlot={props.pickSlot} bets={props.bets} />
        </section>
      )}
    </div>
  );
}
