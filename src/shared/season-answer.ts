import { sha256Hex } from "./sealed-forecast";

// A player's answer to a season question, sealed at its deadline (docs/rules.md#season-questions): the hash covers
// the question, the answer and a secret salt, so the player can show later what they answered and nobody can
// change it. Shared so the server seals and the player's browser checks with the same bytes.

export interface SealedSeasonAnswer {
  questionId: number;
  answer: string;
  salt: string;
}

/** Canonical JSON, fixed order, no whitespace. */
export function canonicalSeasonAnswer(sealed: SealedSeasonAnswer): string {
  return JSON.stringify(["season-answer", sealed.questionId, sealed.answer, sealed.salt]);
}

export function commitSeasonAnswer(sealed: SealedSeasonAnswer): Promise<string> {
  return sha256Hex(canonicalSeasonAnswer(sealed));
}
