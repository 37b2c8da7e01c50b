import { parseMatchId } from "@shared/match-id";
import type { ProofTarget } from "../api/get-prediction-proof";

const HASH = /^[0-9a-f]{64}$/i;

/** What a person typed: a match id (digits, as in /match/123) or a prediction's full SHA-256 hash. */
export function parseProofTarget(text: string): ProofTarget | null {
  const trimmed = text.trim().replace(/^#/, "");
  if (HASH.test(trimmed)) return { hash: trimmed.toLowerCase() };
  const match = parseMatchId(trimmed);
  return match === null ? null : { match };
}

/** The target a /verify URL names: ?match=123 or ?hash=…; null without one, undefined for a broken one. */
export function proofTargetOfSearch(search: string): ProofTarget | null | undefined {
  const params = new URLSearchParams(search);
  const match = params.get("match");
  const hash = params.get("hash");
  if (match === null && hash === null) return null;
  if (match !== null && hash !== null) return undefined;
  const target = parseProofTarget(match ?? hash ?? "");
  if (!target || (match !== null ? !("match" in target) : !("hash" in target))) return undefined;
  return target;
}

/** The /verify URL that checks `target`. */
export function proofTargetSearch(target: ProofTarget): string {
  const query: Record<string, string> = "match" in target ? { match: String(target.match) } : { hash: target.hash };
  return new URLSearchParams(query).toString();
}
