import type { BatchPick, BatchPicksReply, OpenPick } from "@shared/api/picks";
import { MAX_PICK_GOALS } from "@shared/constants";
import { parseGoals } from "@shared/pick-rules";

/** What the player has typed for one match, as typed. */
export interface Draft {
  home: string;
  away: string;
}

/** What the last save said about one match, in words. */
export interface RowNote {
  kind: "saved" | "refused" | "invalid";
  text: string;
}

/** The fields as the page opens: the saved pick, or empty. */
export const draftOf = (match: OpenPick): Draft =>
  match.pick ? { home: String(match.pick.home), away: String(match.pick.away) } : { home: "", away: "" };

/** Beside a match the page closed at kick-off with a score typed and not saved. */
export const CLOSED_NOTE = "Not saved: kick-off passed before this score was saved";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface SavePlan {
  /** Every match with both fields filled in that differs from its saved pick (or has none). */
  picks: BatchPick[];
  /** Matches left out because a field is empty or not a number of goals, and why. */
  problems: Map<number, string>;
  /** Matches changed but not sent because the page closed them at kick-off. */
  late: number[];
}

/** Whether a match's fields differ from its saved pick (or, without one, hold anything). */
export const isChanged = (match: OpenPick, draft: Draft | undefined): boolean => {
  if (!draft) return false;
  const saved = draftOf(match);
  return draft.home.trim() !== saved.home || draft.away.trim() !== saved.away;
};

/**
 * What "Save picks" sends, and what it leaves out, from the fields as they stand. A match in `closed`
 * (its kick-off passed while the page was open) is not sent: the server would refuse it.
 */
export function planSave(matches: readonly OpenPick[], drafts: Readonly<Record<number, Draft>>, closed: ReadonlySet<number> = new Set()): SavePlan {
  const picks: BatchPick[] = [];
  const problems = new Map<number, string>();
  const late: number[] = [];
  for (const match of matches) {
    const draft = drafts[match.matchId] ?? draftOf(match);
    const [home, away] = [draft.home.trim(), draft.away.trim()];
    if (closed.has(match.matchId)) {
      if (isChanged(match, drafts[match.matchId])) late.push(match.matchId);
      continue;
    }
    if (home === "" && away === "") continue;
    if (home === "" || away === "") {
      problems.set(match.matchId, "Not saved: fill in both scores");
      continue;
    }
    const goals = { home: parseGoals(home), away: parseGoals(away) };
    if (goals.home === null || goals.away === null) {
      problems.set(match.matchId, `Not saved: enter 0 to ${MAX_PICK_GOALS} goals for each side`);
      continue;
    }
    if (match.pick?.home === goals.home && match.pick.away === goals.away) continue;
    picks.push({ matchId: match.matchId, home: goals.home, away: goals.away });
  }
  return { picks, problems, late };
}

export interface SaveReport {
  /** Beside each match the save concerned. */
  notes: Map<number, RowNote>;
  /** One line for the whole save. */
  summary: string;
}

/** The words for a save: per match (saved, refused with the server's reason, left out) and in one line. */
export function reportSave(plan: SavePlan, reply: BatchPicksReply | null): SaveReport {
  const notes = new Map<number, RowNote>();
  for (const [matchId, text] of plan.problems) notes.set(matchId, { kind: "invalid", text });
  for (const pick of reply?.saved ?? []) notes.set(pick.matchId, { kind: "saved", text: `Saved: ${pick.home}-${pick.away}` });
  for (const refused of reply?.refused ?? []) notes.set(refused.matchId, { kind: "refused", text: `Not saved: ${refused.message}` });
  for (const matchId of plan.late) notes.set(matchId, { kind: "refused", text: CLOSED_NOTE });

  const parts: string[] = [];
  const saved = reply?.saved.length ?? 0;
  const refused = (reply?.refused.length ?? 0) + plan.late.length;
  if (saved > 0) parts.push(`Saved ${plural(saved, "pick", "picks")}.`);
  // The line only counts, so it stays short at the foot of a phone's screen: each match says beside it
  // what happened to it.
  if (refused > 0) parts.push(`${refused} refused: kick-off passed.`);
  if (plan.problems.size > 0) parts.push(`${plan.problems.size} left out: check the marked scores.`);
  if (parts.length === 0) parts.push("Nothing new to save: fill in both scores of a match, or change a pick.");
  return { notes, summary: parts.join(" ") };
}
