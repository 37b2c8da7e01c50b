import type { AiName } from "../../../shared/constants";
import { decideDuel, type DuelResult } from "../../../shared/duel";
import { chanceOf, type SealedGrid } from "../../../shared/sealed-forecast";
import { PAYOUT_MULTIPLIER } from "../../../shared/constants";
import { scorePrediction, type Score } from "../../../shared/scoring";

// How the duel ends under its rule (docs/rules.md#duel), and what simple betting strategies earn at 1.8×: a
// player's stake comes back ×1.8 on a win, is lost on a loss, and is refunded when no one wins.

/** What a player sees of one oracle's prediction before kick-off, and its sealed forecast. */
export interface DuelEntry {
  pick: Score;
  confidence: number;
  grid: SealedGrid;
}

export const STRATEGIES = ["alwaysChatGPT", "alwaysGrok", "moreConfident", "lessConfident", "higherScoring", "lowerScoring"] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The oracle a strategy backs, or null when it cannot choose (both equal on its criterion). */
function choose(strategy: Strategy, divino: DuelEntry, eterno: DuelEntry): AiName | null {
  const by = (a: number, b: number, more: boolean): AiName | null => (a === b ? null : a > b === more ? "ChatGPT" : "Grok");
  const goals = (e: DuelEntry) => e.pick.home + e.pick.away;
  switch (strategy) {
    case "alwaysChatGPT":
      return "ChatGPT";
    case "alwaysGrok":
      return "Grok";
    case "moreConfident":
      return by(divino.confidence, eterno.confidence, true);
    case "lessConfident":
      return by(divino.confidence, eterno.confidence, false);
    case "higherScoring":
      return by(goals(divino), goals(eterno), true);
    case "lowerScoring":
      return by(goals(divino), goals(eterno), false);
  }
}

export interface DuelSummary {
  matches: number;
  /** Matches where both oracles called the same exact score: the player had nothing to choose between. */
  samePick: number;
  decidedByPoints: number;
  decidedByTiebreak: number;
  refunded: number;
  /** Mean return per unit staked over the matches each strategy bet on; null when it never bet. */
  strategies: Record<Strategy, number | null>;
}

export class DuelTally {
  private matches = 0;
  private byPoints = 0;
  private byTiebreak = 0;
  private refunds = 0;
  private samePicks = 0;
  private readonly bets = new Map<Strategy, { count: number; returns: number }>(STRATEGIES.map((s) => [s, { count: 0, returns: 0 }]));

  add(divino: DuelEntry, eterno: DuelEntry, actual: Score): DuelResult {
    const side = (e: DuelEntry) => ({
      points: scorePrediction(e.pick, actual),
      chance: chanceOf(e.grid, actual),
    });
    const result = decideDuel({ ChatGPT: side(divino), Grok: side(eterno) });
    this.matches += 1;
    if (divino.pick.home === eterno.pick.home && divino.pick.away === eterno.pick.away) this.samePicks += 1;
    if (result.winner === "void") this.refunds += 1;
    else if (result.by === "points") this.byPoints += 1;
    else this.byTiebreak += 1;
    for (const strategy of STRATEGIES) {
      const backed = choose(strategy, divino, eterno);
      if (backed === null) continue;
      const tally = this.bets.get(strategy)!;
      tally.count += 1;
      tally.returns += result.winner === "void" ? 0 : result.winner === backed ? PAYOUT_MULTIPLIER - 1 : -1;
    }
    return result;
  }

  summary(): DuelSummary {
    const share = (n: number) => (this.matches === 0 ? 0 : n / this.matches);
    const strategies = Object.fromEntries(
      STRATEGIES.map((s) => {
        const t = this.bets.get(s)!;
        return [s, t.count === 0 ? null : t.returns / t.count];
      }),
    ) as Record<Strategy, number | null>;
    return {
      matches: this.matches,
      samePick: share(this.samePicks),
      decidedByPoints: share(this.byPoints),
      decidedByTiebreak: share(this.byTiebreak),
      refunded: share(this.refunds),
      strategies,
    };
  }
}
