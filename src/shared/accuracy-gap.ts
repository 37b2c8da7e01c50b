import type { AiStats } from "./api/matches";
import { AI_NAMES, type AiName } from "./constants";

/** An accuracy gap below 5 points counts as neck-and-neck (docs/rules.md#oracle-stats). */
export const NECK_AND_NECK_BELOW = 5;

export interface AccuracyVerdict {
  kind: "neck-and-neck" | "leader";
  /** Set only when kind is "leader". */
  leader?: AiName;
  /** The absolute accuracy gap in points, to one decimal. */
  gap: number;
}

// accuracyPercent holds one decimal ("75.0"); working in whole tenths keeps 55.3 − 50.3 exactly 5.0.
function tenths(stats: AiStats[], ai: AiName): number {
  const value = Number(stats.find((s) => s.aiName === ai)?.accuracyPercent);
  return Number.isFinite(value) ? Math.round(value * 10) : 0;
}

/** Compares the two oracles' accuracy; an oracle without stats counts as 0%. */
export function accuracyVerdict(stats: AiStats[]): AccuracyVerdict {
  const [first, second] = AI_NAMES;
  const diff = tenths(stats, first) - tenths(stats, second);
  const gap = Math.abs(diff) / 10;
  if (Math.abs(diff) < NECK_AND_NECK_BELOW * 10) return { kind: "neck-and-neck", gap };
  return { kind: "leader", leader: diff > 0 ? first : second, gap };
}
