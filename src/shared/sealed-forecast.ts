import type { Score } from "./scoring";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

// A prediction's full score distribution (docs/rules.md#sealing), sealed until kick-off: stored beside the
// prediction, committed by its hash through `forecastCommitment`, revealed with its salt from kick-off
// on, so anyone can check the duel's tiebreak. Shared: the server seals, the browser checks.

export const GRID_MAX_GOALS = 10;
export const GRID_SIDE = GRID_MAX_GOALS + 1;
/** Cells are millionths: the stored precision at which two chances are compared. */
export const GRID_TOTAL = 1_000_000;

/** P(home = h, away = a) in millionths at index h * 11 + a; 121 integers summing to exactly 1,000,000. */
export type SealedGrid = number[];

export interface RevealedForecast {
  grid: SealedGrid;
  salt: string;
}

/**
 * Rounds probabilities (any positive weights) to millionths that sum to exactly 1,000,000: largest
 * remainder, ties to the lower index, so every party derives the same grid from the same numbers.
 */
export function quantizeGrid(weights: ArrayLike<number>): SealedGrid {
  if (weights.length !== GRID_SIDE * GRID_SIDE) throw new Error(`a score grid has ${GRID_SIDE * GRID_SIDE} cells, not ${weights.length}`);
  const clean = Array.from(weights, (w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new Error("a score grid needs some probability");
  const exact = clean.map((w) => (w / total) * GRID_TOTAL);
  const grid = exact.map(Math.floor);
  let missing = GRID_TOTAL - grid.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; missing > 0; k++, missing--) grid[order[k % order.length]!.i]! += 1;
  return grid;
}

export function isSealedGrid(value: unknown): value is SealedGrid {
  return (
    Array.isArray(value) &&
    value.length === GRID_SIDE * GRID_SIDE &&
    value.every((v) => Number.isInteger(v) && v >= 0) &&
    value.reduce((a: number, b: number) => a + b, 0) === GRID_TOTAL
  );
}

/** A forecast is public from its match's kick-off on, when betting has closed. */
export function isRevealed(kickoff: Date, now: Date = new Date()): boolean {
  return kickoff.getTime() <= now.getTime();
}

/**
 * A stored prediction's forecast as anyone may see it at `now`: grid and salt from its match's
 * kick-off on, null before (and for predictions from before sealing). Every reply reveals through this.
 */
export function revealedForecast(
  stored: { scoreGrid: SealedGrid | null; forecastSalt: string | null },
  kickoff: Date,
  now: Date,
): RevealedForecast | null {
  if (!stored.scoreGrid || !stored.forecastSalt || !isRevealed(kickoff, now)) return null;
  return { grid: stored.scoreGrid, salt: stored.forecastSalt };
}

/** A score's cell in a grid; null for a side with more than 10 goals, which no grid holds. */
export function gridIndex(score: Score): number | null {
  if (score.home > GRID_MAX_GOALS || score.away > GRID_MAX_GOALS) return null;
  return score.home * GRID_SIDE + score.away;
}

/** The score a grid cell stands for. */
export function scoreAt(index: number): Score {
  return { home: Math.floor(index / GRID_SIDE), away: index % GRID_SIDE };
}

/** The grid's chance of a final score, in millionths; a side with more than 10 goals has none. */
export function chanceOf(grid: SealedGrid, score: Score): number {
  const index = gridIndex(score);
  return index === null ? 0 : (grid[index] ?? 0);
}

const percentTemplates = new Map<Locale, string>();

/**
 * "14.2%"-style text of a chance in millionths; in another `locale` the same digits with its decimal
 * separator and percent sign ("14,2 %" in German), so a pair told apart in English stays apart.
 */
export function formatChance(millionths: number, decimals = 1, locale: Locale = DEFAULT_LOCALE): string {
  const fixed = (millionths / 10_000).toFixed(decimals);
  if (locale === "en") return `${fixed}%`;
  let template = percentTemplates.get(locale);
  if (!template)
    percentTemplates.set(locale, (template = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1 }).format(0.125)));
  // The template is 12.5% written in `locale`: its separator is the character between 12 and 5.
  const separator = template.charAt(template.indexOf("12") + 2);
  return template.replace(`12${separator}5`, fixed.replace(".", separator));
}

/** Canonical bytes of a sealed forecast: the salt makes a guessed grid impossible to confirm early. */
export function canonicalForecast(forecast: RevealedForecast): string {
  return JSON.stringify([forecast.salt, forecast.grid]);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The commitment the prediction's hash covers: SHA-256 of the canonical forecast. */
export function commitForecast(forecast: RevealedForecast): Promise<string> {
  return sha256Hex(canonicalForecast(forecast));
}
