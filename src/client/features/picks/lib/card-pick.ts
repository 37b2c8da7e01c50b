import type { BatchPicksReply, OpenPick } from "@shared/api/picks";
import type { PicksText } from "../messages";
import { draftOf, planSave, reportSave, type Draft, type RowNote, type SavePlan } from "./pick-sheet";

// The pick line on an arena card is the picks page's sheet for one match (docs/decisions.md, "Play
// along: players' own picks"): the same rule decides what a save sends and the same words report it.

/** What a card's Save sends, from its fields as they stand (null: never touched, the saved pick). */
export const planCardSave = (match: OpenPick, draft: Draft | null): SavePlan => planSave([match], draft ? { [match.matchId]: draft } : {});

/**
 * The card's line after a press of Save: the sheet's note for the match, or, when nothing was sent,
 * why not: both fields empty, or the fields already hold the saved pick.
 */
export function cardSaveNote(match: OpenPick, draft: Draft | null, plan: SavePlan, reply: BatchPicksReply | null, t: PicksText): RowNote {
  const note = reportSave(plan, reply, t).notes.get(match.matchId);
  if (note) return note;
  const typed = draft ?? draftOf(match);
  if (match.pick && typed.home.trim() !== "" && typed.away.trim() !== "") {
    return { kind: "saved", text: t("note.saved", { score: `${match.pick.home}-${match.pick.away}` }) };
  }
  return { kind: "invalid", text: t("note.fillBoth") };
}
