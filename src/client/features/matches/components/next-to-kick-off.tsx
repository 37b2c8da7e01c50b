import { useT, useWords } from "@client/lib/i18n/area";
import { rich } from "@client/lib/i18n/rich";
import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { matchesArea } from "../messages";
import { Check } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { ListedMatch } from "@shared/api/matches";
import { AI_DISPLAY_NAMES, AI_NAMES, type AiName } from "@shared/constants";
import { backedReason, nextToKickOff } from "@shared/match-display";
import { LocalTime } from "../../../components/local-time";
import { Button } from "../../../components/ui/button";
import { useKickOffClock } from "../hooks/use-kick-off-clock";
import { MatchCountdown } from "./match-countdown";
import { SectionHeading } from "./section-heading";

export interface NextToKickOffProps {
  /** The list the arena shows (its league filter applied): the strip picks its matches from it. */
  matches: ListedMatch[];
  /** The player's open bets, by match id; undefined while they are not yet known. */
  backed: ReadonlyMap<number, { aiSelected: AiName }> | undefined;
  /** A Back button was pressed: the page opens the stake dialog. */
  onBack: (match: ListedMatch, ai: AiName) => void;
  /** A Back button is about to be pressed (pointer over it, or focus): the page may fetch the dialog's code. */
  onPrepare?: () => void;
}

/**
 * "Next to kick off" (docs/rules.md#page-arena): the soonest matches still open for betting, each with its two Back
 * buttons, above Live Now, so a player's first screen holds a bet they can place. Drawn only when a match is open.
 */
export function NextToKickOff({ matches, backed, onBack, onPrepare }: NextToKickOffProps) {
  // The clock of the strip's first draw: a match that kicks off later turns live in the list, read again at every
  // kick-off (match-card.tsx), and leaves the strip then; meanwhile its own countdown locks its buttons.
  const [now] = useState(Date.now);
  const t = useT(matchesArea);
  const next = nextToKickOff(matches, now);
  if (next.length === 0) return null;
  return (
    <section
      aria-labelledby="next-to-kick-off"
      className="mb-8 sm:mb-10"
      data-testid="next-to-kick-off"
      onPointerOver={onPrepare}
      onFocus={onPrepare}
    >
      <SectionHeading id="next-to-kick-off">{t("next.title")}</SectionHeading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {next.map((match) => (
          <NextMatch key={match.id} match={match} backed={backed} onBack={onBack} />
        ))}
      </ul>
    </section>
  );
}

function NextMatch({ match, backed, onBack }: { match: ListedMatch; backed: NextToKickOffProps["backed"]; onBack: NextToKickOffProps["onBack"] }) {
  const t = useT(matchesArea);
  const words = useWords(sharedWordsArea);
  const closed = useKickOffClock(match.matchDate) >= Date.parse(match.matchDate);
  const bet = backed?.get(match.id)?.aiSelected;
  const reason = bet ? backedReason(bet, words) : undefined;
  const reasonId = `next-${match.id}-why-not`;
  const titleId = `next-${match.id}`;
  return (
    <li className="grid content-start gap-2 rounded-xl border border-border bg-card p-3 shadow-sm" aria-labelledby={titleId} data-testid="next-match">
      <h3 id={titleId} className="font-semibold leading-snug">
        <Link href={`/match/${match.id}`} className="hover:underline">
          {t("fixture", { home: match.homeTeam, away: match.awayTeam })}
        </Link>
      </h3>
      <p className="flex flex-wrap items-center gap-x-2">
        <MatchCountdown matchDate={match.matchDate} />
        <LocalTime at={match.matchDate} withTime className="min-w-24 text-sm text-muted-foreground tabular-nums" />
      </p>
      <div className="grid grid-cols-2 gap-2">
        {AI_NAMES.map((ai) => {
          const selected = bet === ai;
          return (
            <Button
              key={ai}
              size="sm"
              // Narrower sides than a small button's, so "Apostar por El Divino" holds one line in a third of a desktop;
              // in a third of a 1024 px screen it takes two, and the oracle's name stays whole on the second.
              className="px-2"
              variant={selected ? "primary" : "outline"}
              // Until the player's bets are known, a press could back a match already backed: the buttons wait for them.
              disabled={backed === undefined || bet !== undefined || closed}
              aria-pressed={selected}
              aria-describedby={reason && !selected ? reasonId : undefined}
              onClick={() => onBack(match, ai)}
            >
              {selected ? (
                <>
                  <Check className="size-4" aria-hidden />
                  {t("next.selected")}
                </>
              ) : (
                // One flex item, its words in one line of text that breaks between them.
                <span>{rich(t("next.back", { oracle: AI_DISPLAY_NAMES[ai] }), [(name) => <span className="whitespace-nowrap">{name}</span>])}</span>
              )}
            </Button>
          );
        })}
      </div>
      {reason && (
        <p id={reasonId} className="text-center text-sm text-muted-foreground" data-testid="back-disabled-reason">
          {reason}
        </p>
      )}
    </li>
  );
}
