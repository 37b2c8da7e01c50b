import type { OpenPick } from "@shared/api/picks";
import type { Competition } from "../lib/pick-groups";
import { draftOf, type Draft, type RowNote } from "../lib/pick-sheet";
import { useT } from "../../../lib/i18n/area";
import { picksArea } from "../messages";
import { PickRow } from "./pick-row";
import type { JokerState } from "./joker-button";

export interface PickCompetitionProps {
  /** Its place on the page, for unique heading ids. */
  index: number;
  section: Competition<OpenPick>;
  drafts: Readonly<Record<number, Draft>>;
  notes: ReadonlyMap<number, RowNote> | undefined;
  closed: ReadonlySet<number>;
  onChange: (matchId: number, draft: Draft) => void;
  jokerOf: (match: OpenPick) => JokerState;
  /** A joker is moving: every switch waits for it. */
  jokerPending: boolean;
  onJoker: (match: OpenPick) => void;
}

/** One competition on the picks page: its name, then a card per matchday (or kick-off day) of its matches. */
export function PickCompetition({ index, section, drafts, notes, closed, onChange, jokerOf, jokerPending, onJoker }: PickCompetitionProps) {
  const t = useT(picksArea);
  return (
    <section aria-labelledby={`competition-${index}`} className="grid gap-2" data-testid="pick-competition">
      <h2 id={`competition-${index}`} className="font-display text-xl font-bold">
        {section.name}
      </h2>
      {section.groups.map((group) => (
        // Named with its competition: every competition has a "Matchday 12".
        <section
          key={group.key}
          aria-labelledby={`group-${index}-${group.key} competition-${index}`}
          className="overflow-hidden rounded-2xl border border-border bg-card"
        >
          <h3 id={`group-${index}-${group.key}`} className="border-b border-border bg-muted/50 px-4 py-2 font-display text-base font-bold">
            {group.matchday != null ? t("matchday", { n: String(group.matchday) }) : group.label}
          </h3>
          <ul>
            {group.matches.map((match) => (
              <PickRow
                key={match.matchId}
                match={match}
                draft={drafts[match.matchId] ?? draftOf(match)}
                note={notes?.get(match.matchId)}
                closed={closed.has(match.matchId)}
                onChange={(draft) => onChange(match.matchId, draft)}
                joker={jokerOf(match)}
                jokerPending={jokerPending}
                onJoker={() => onJoker(match)}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
