import type { BatchPick, BatchPicksReply, OpenPick } from "@shared/api/picks";
import { MAX_PICK_GOALS } from "@shared/constants";
import { parseGoals } from "@shared/pick-rules";
import type { PicksText } from "../messages";

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

/** Why a match was left out of a save: a field empty, or not a number of goals. */
export type SaveProblem = "fillBoth" | "goalsRange";

/** A left-out match's note, in the page's language. */
export const problemText = (problem: SaveProblem, t: PicksText): string =>
  problem === "fillBoth" ? t("note.fillBoth") : t("note.goalsRange", { max: MAX_PICK_GOALS });

export interface SavePlan {
  /** Every match with both fields filled in that differs from its saved pick (or has none). */
  picks: BatchPick[];
  /** Matches left out because a field is empty or not a number of goals, and why. */
  problems: Map<number, SaveProblem>;
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
  const problems = new Map<number, SaveProblem>();
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
      problems.set(match.matchId, "fillBoth");
      continue;
    }
    const goals = { home: parseGoals(home), away: parseGoals(away) };
    if (goals.home === null || goals.away === null) {
      problems.set(match.matchId, "goalsRange");
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
export function reportSave(plan: SavePlan, reply: BatchPicksReply | null, t: PicksText): SaveReport {
  const notes = new Map<number, RowNote>();
  for (const [matchId, problem] of plan.problems) notes.set(matchId, { kind: "invalid", text: problemText(problem, t) });
  for (const pick of reply?.saved ?? []) notes.set(pick.matchId, { kind: "saved", text: t("note.saved", { score: `${pick.home}-${pick.away}` }) });
  // The server's reason comes in its own words (English).
  for (const refused of reply?.refused ?? []) notes.set(refused.matchId, { kind: "refused", text: t("note.refused", { reason: refused.message }) });
  for (const matchId of plan.late) notes.set(matchId, { kind: "refused", text: t("note.closed") });

  const parts: string[] = [];
  const saved = reply?.saved.length ?? 0;
  const refused = (reply?.refused.length ?? 0) + plan.late.length;
  if (saved > 0) parts.push(t("summary.saved", { count: saved, shown: String(saved) }));
  // The line only counts, so it stays short at the foot of a phone's screen: each match says beside it
  // what happened to it.
  if (refused > 0) parts.push(t("summary.refused", { count: String(refused) }));
  if (plan.problems.size > 0) parts.push(t("summary.leftOut", { count: String(plan.problems.size) }));
  if (parts.length === 0) parts.push(t("summary.nothing"));
  return { notes, summary: parts.join(" ") };
}
