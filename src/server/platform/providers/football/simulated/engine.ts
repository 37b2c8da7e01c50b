// The minute-by-minute match engine. Every draw comes from a hash of (seed, fixture index), so a
// restarted server replays exactly the same match, minute by minute.
import type { MatchEvent } from "../football-provider";
import { STREAM } from "./calendar";
import type { Club, League } from "./clubs";
import { HALF_MINUTES, MAX_STOPPAGE_MINUTES, REGULATION_MINUTES } from "./match-clock";
import { hashInts, mulberry32, pickIndex, pickWeighted, poisson, randomFor, type Random } from "./prng";

/** League-average expected goals, from the 2019-24 top-five-league results (home ~1.55, away ~1.25). */
export const BASE_HOME_XG = 1.5;
export const BASE_AWAY_XG = 1.2;
// Away sides are booked a little more often; together ~3.5 yellows and ~0.15 reds a match.
const YELLOWS_PER_MATCH = { home: 1.6, away: 1.9 } as const;
const REDS_PER_MATCH = { home: 0.07, away: 0.08 } as const;
// Shots on target that did not go in: real leagues show ~3.5 a side per match, more for stronger attacks.
const SAVED_SHOTS_BASE = 0.3;
const SAVED_SHOTS_PER_XG = 2.2;

type Side = "home" | "away";
type IncidentKind = "goal" | "yellow_card" | "red_card";
const INCIDENTS: readonly { kind: IncidentKind; side: Side }[] = [
  { kind: "goal", side: "home" },
  { kind: "goal", side: "away" },
  { kind: "yellow_card", side: "home" },
  { kind: "yellow_card", side: "away" },
  { kind: "red_card", side: "home" },
  { kind: "red_card", side: "away" },
];

export interface FinalScore {
  stoppage: number;
  homeGoals: number;
  awayGoals: number;
  homeShotsOnTarget: number;
  awayShotsOnTarget: number;
}

export interface SimulatedMatch extends FinalScore {
  /** Every event from kick-off to full time, in match order. */
  events: readonly MatchEvent[];
}

interface MatchPlan {
  seed: number;
  index: number;
  xg: { home: number; away: number };
  lastMinute: number;
  minuteKey: number;
  /** Running totals of the per-match rates of INCIDENTS, in the same order. */
  thresholds: readonly number[];
}

export function expectedGoals(league: League, home: Club, away: Club): { home: number; away: number } {
  return {
    home: BASE_HOME_XG * league.goalRate * home.attack * away.defence,
    away: BASE_AWAY_XG * league.goalRate * away.attack * home.defence,
  };
}

function planMatch(seed: number, index: number, league: League, home: Club, away: Club): MatchPlan {
  const xg = expectedGoals(league, home, away);
  const stoppage = pickIndex(randomFor(seed, index, STREAM.stoppage), MAX_STOPPAGE_MINUTES + 1);
  const rates = [xg.home, xg.away, YELLOWS_PER_MATCH.home, YELLOWS_PER_MATCH.away, REDS_PER_MATCH.home, REDS_PER_MATCH.away];
  let total = 0;
  const thresholds = rates.map((rate) => (total += rate));
  return { seed, index, xg, lastMinute: REGULATION_MINUTES + stoppage, minuteKey: hashInts(seed, index, STREAM.minute), thresholds };
}

interface Incident {
  minute: number;
  kind: IncidentKind;
  side: Side;
}

// Each minute has one chance of an incident (a goal, a booking or a sending-off), chosen among them by
// their per-match rates. Drawing the gaps between incidents (geometric) is exactly that process, one
// Bernoulli trial a minute, but with about a dozen draws a match instead of ninety-odd, which is what
// keeps 2,000 results down to milliseconds.
function incidentsOf(plan: MatchPlan): Incident[] {
  const total = plan.thresholds.at(-1) ?? 0;
  const chance = Math.min(0.99, total / plan.lastMinute);
  const random = mulberry32(plan.minuteKey);
  const incidents: Incident[] = [];
  for (let minute = 0; ;) {
    minute += 1 + Math.floor(Math.log(1 - random()) / Math.log1p(-chance));
    if (minute > plan.lastMinute) return incidents;
    const draw = random() * total;
    const chosen = INCIDENTS[plan.thresholds.findIndex((threshold) => draw < threshold)];
    if (chosen) incidents.push({ minute, kind: chosen.kind, side: chosen.side });
  }
}

function scoreOf(plan: MatchPlan, homeGoals: number, awayGoals: number): FinalScore {
  const shots = randomFor(plan.seed, plan.index, STREAM.shots);
  return {
    stoppage: plan.lastMinute - REGULATION_MINUTES,
    homeGoals,
    awayGoals,
    homeShotsOnTarget: homeGoals + poisson(shots, SAVED_SHOTS_BASE + SAVED_SHOTS_PER_XG * plan.xg.home),
    awayShotsOnTarget: awayGoals + poisson(shots, SAVED_SHOTS_BASE + SAVED_SHOTS_PER_XG * plan.xg.away),
  };
}

/** The final score alone, equal to simulateMatch's but without building events. */
export function finalScore(seed: number, index: number, league: League, home: Club, away: Club): FinalScore {
  const plan = planMatch(seed, index, league, home, away);
  const goals = { home: 0, away: 0 };
  for (const incident of incidentsOf(plan)) if (incident.kind === "goal") goals[incident.side]++;
  return scoreOf(plan, goals.home, goals.away);
}

// Squads list likely scorers first; 1/(k+1.5) gives the first name about a third of the goals.
function pickScorer(random: Random, squad: readonly string[], dismissed: ReadonlySet<string>): string | null {
  const weights = squad.map((player, k) => (dismissed.has(player) ? 0 : 1 / (k + 1.5)));
  if (!weights.some((w) => w > 0)) return null;
  return squad[pickWeighted(random, weights)] ?? null;
}

function pickExcept(random: Random, squad: readonly string[], excluded: (player: string) => boolean): string | null {
  const eligible = squad.filter((player) => !excluded(player));
  return eligible[pickIndex(random, eligible.length)] ?? null;
}

export function simulateMatch(seed: number, index: number, league: League, home: Club, away: Club): SimulatedMatch {
  const plan = planMatch(seed, index, league, home, away);
  const squads = { home: home.squad, away: away.squad };
  const booked = { home: new Set<string>(), away: new Set<string>() };
  const dismissed = { home: new Set<string>(), away: new Set<string>() };
  const score = { home: 0, away: 0 };
  const events: MatchEvent[] = [];
  // At most one incident a minute, so the per-minute counter in each key is always 0.
  const push = (kind: MatchEvent["kind"], minute: number, team: Side | null, player: string | null): void => {
    events.push({ key: `${kind}-${minute}-0`, minute, kind, team, player, homeGoals: score.home, awayGoals: score.away });
  };

  push("kick_off", 0, null, null);
  const pending = incidentsOf(plan);
  for (let minute = 1; minute <= plan.lastMinute; minute++) {
    const incident = pending[0]?.minute === minute ? pending.shift() : undefined;
    if (incident) {
      const { kind, side } = incident;
      const random = mulberry32(hashInts(plan.minuteKey, minute));
      let player: string | null;
      if (kind === "goal") {
        score[side]++;
        player = pickScorer(random, squads[side], dismissed[side]);
      } else if (kind === "yellow_card") {
        player = pickExcept(random, squads[side], (p) => booked[side].has(p) || dismissed[side].has(p));
        if (player) booked[side].add(player);
      } else {
        player = pickExcept(random, squads[side], (p) => dismissed[side].has(p));
        if (player) dismissed[side].add(player);
      }
      push(kind, minute, side, player);
    }
    if (minute === HALF_MINUTES) push("half_time", minute, null, null);
  }
  push("full_time", plan.lastMinute, null, null);
  return { ...scoreOf(plan, score.home, score.away), events };
}
