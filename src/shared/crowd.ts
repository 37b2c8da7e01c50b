import { CROWD_MIN_PICKS, CROWD_TOP_SCORES, MAX_PICK_GOALS } from "./constants";
import { formatScore, outcomeOf, scorePrediction, type Score } from "./scoring";

/** One score the crowd picked, and how many players picked it. */
export interface PickCount extends Score {
  count: number;
}

export interface CrowdSummary {
  picks: number;
  home: number;
  draw: number;
  away: number;
  topScores: Array<{ score: string; share: number }>;
  crowdPick: string | null;
}

/**
 * The crowd's own pick: the score that earns the most points on average against every player's
 * pick, each pick standing for one equally likely result (the crowd's distribution). Not simply the
 * commonest score: 1-1 and 2-1 split between many players can lose to 2-1 when home wins together
 * outweigh draws. Ties go to the more picked score, then the fewer goals, then the fewer home goals,
 * so every party derives the same pick from the same counts.
 */
export function crowdPick(counts: readonly PickCount[]): Score | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total < CROWD_MIN_PICKS) return null;
  const picked = new Map(counts.map((c) => [formatScore(c), c.count]));
  let best: { score: Score; points: number; picked: number } | undefined;
  for (let goals = 0; goals <= 2 * MAX_PICK_GOALS; goals++) {
    for (let home = Math.max(0, goals - MAX_PICK_GOALS); home <= Math.min(goals, MAX_PICK_GOALS); home++) {
      const score = { home, away: goals - home };
      let points = 0;
      for (const c of counts) points += c.count * scorePrediction(score, c);
      const times = picked.get(formatScore(score)) ?? 0;
      // Visited by goals, then home goals: a later candidate wins only when strictly better.
      if (!best || points > best.points || (points === best.points && times > best.picked)) best = { score, points, picked: times };
    }
  }
  return best?.score ?? null;
}

/** What the crowd reveal shows: shares of home wins, draws and away wins, the commonest scores and the crowd's pick. */
export function summariseCrowd(counts: readonly PickCount[]): CrowdSummary {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const share = (n: number) => (total === 0 ? 0 : n / total);
  const byOutcome = { home: 0, draw: 0, away: 0 };
  for (const c of counts) byOutcome[outcomeOf(c)] += c.count;
  const topScores = [...counts]
    .sort((a, b) => b.count - a.count || a.home + a.away - (b.home + b.away) || a.home - b.home)
    .slice(0, CROWD_TOP_SCORES)
    .map((c) => ({ score: formatScore(c), share: share(c.count) }));
  const pick = crowdPick(counts);
  return {
    picks: total,
    home: share(byOutcome.home),
    draw: share(byOutcome.draw),
    away: share(byOutcome.away),
    topScores,
    crowdPick: pick ? formatScore(pick) : null,
  };
}
