import type { ResultRow } from "../../platform/providers/football/football-provider";
import { ageInDays } from "./history-window";
import { dixonColesTau } from "./score-distribution";
import { blendShotsOnTarget } from "./shot-blend";

// El Divino's model: Dixon & Coles (1997) with time decay. Home goals ~ Poisson(base·γ·attack_home·defence_away),
// away goals ~ Poisson(base·attack_away·defence_home), with the τ correction on low scores. Strengths are
// fitted by Maher's fixed-point updates (each is the weighted ML step for one block of parameters),
// which converge in 10-20 sweeps, far cheaper than a generic optimiser over ~40 parameters.

export interface DixonColesOptions {
  /** Time decay per day: a match `age` days old weighs exp(-xi·age). */
  xi: number;
  /** Share of shots-on-target expected goals in the counts the strengths are fitted on (0 = goals only; shot-blend.ts). */
  shotsWeight: number;
  /** Prior worth, in matches, pulling each team towards the newcomer strengths: keeps thin histories sane. */
  priorMatches: number;
  /** Strengths (relative to an average team = 1) assumed for a club with no history: promoted clubs are weaker. */
  newcomerAttack: number;
  newcomerDefence: number;
  /** Upper bound on fixed-point sweeps; the fit stops earlier once converged. */
  sweeps: number;
}

export const DIXON_COLES_DEFAULTS: DixonColesOptions = {
  xi: 0.0025,
  shotsWeight: 0.4,
  priorMatches: 3,
  newcomerAttack: 0.75,
  newcomerDefence: 1.3,
  sweeps: 40,
};

export interface DixonColesFit {
  readonly attack: ReadonlyMap<string, number>;
  readonly defence: ReadonlyMap<string, number>;
  /** Goals per side per match for two average teams on neutral ground. */
  readonly base: number;
  readonly homeAdvantage: number;
  readonly rho: number;
  readonly options: DixonColesOptions;
}

interface Match {
  homeTeam: string;
  awayTeam: string;
  home: number;
  away: number;
  weight: number;
  homeCount: number;
  awayCount: number;
  homeGoals: number;
  awayGoals: number;
}

/** Fits on rows oldest first, all dated before the match to predict; ages are counted from the newest row. */
export function fitDixonColes(rows: readonly ResultRow[], options: DixonColesOptions = DIXON_COLES_DEFAULTS): DixonColesFit {
  const index = new Map<string, number>();
  const teamOf = (name: string): number => index.get(name) ?? index.set(name, index.size).size - 1;
  const newest = rows[rows.length - 1]?.date ?? new Date(0);
  const weights = rows.map((row) => Math.exp(-options.xi * ageInDays(row.date, newest)));
  const counts = blendShotsOnTarget(rows, weights, options.shotsWeight);
  const matches: Match[] = rows.map((row, i) => ({
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    home: teamOf(row.homeTeam),
    away: teamOf(row.awayTeam),
    weight: weights[i] ?? 0,
    homeCount: counts[i]?.home ?? row.homeGoals,
    awayCount: counts[i]?.away ?? row.awayGoals,
    homeGoals: row.homeGoals,
    awayGoals: row.awayGoals,
  }));

  let sumW = 0,
    sumHome = 0,
    sumAway = 0;
  for (const m of matches) {
    sumW += m.weight;
    sumHome += m.weight * m.homeCount;
    sumAway += m.weight * m.awayCount;
  }
  // With no history, averages typical of the top five leagues stand in.
  let base = sumW > 0 ? (sumHome + sumAway) / (2 * sumW) : 1.35;
  let gamma = sumAway > 0 ? sumHome / sumAway : 1.2;
  const n = index.size;
  let attack: Float64Array = new Float64Array(n).fill(1);
  let defence: Float64Array = new Float64Array(n).fill(1);
  const exposure = new Float64Array(n);
  for (const m of matches) {
    exposure[m.home] = (exposure[m.home] ?? 0) + m.weight;
    exposure[m.away] = (exposure[m.away] ?? 0) + m.weight;
  }
  const at = (values: Float64Array, i: number): number => values[i] ?? 1;

  for (let sweep = 0; sweep < options.sweeps && n > 0; sweep++) {
    const prior = options.priorMatches * base;
    const previous = attack;
    attack = maherStep(n, prior, options.newcomerAttack, (add) => {
      for (const m of matches) {
        add(m.home, m.weight * m.homeCount, m.weight * base * gamma * at(defence, m.away));
        add(m.away, m.weight * m.awayCount, m.weight * base * at(defence, m.home));
      }
    });
    defence = maherStep(n, prior, options.newcomerDefence, (add) => {
      for (const m of matches) {
        add(m.away, m.weight * m.homeCount, m.weight * base * gamma * at(attack, m.home));
        add(m.home, m.weight * m.awayCount, m.weight * base * at(attack, m.away));
      }
    });
    // Rescale so an exposure-weighted average team is 1 on both scales; the level moves into `base`,
    // which keeps the newcomer strengths meaning "relative to this league's average".
    const attackMean = weightedMean(attack, exposure);
    const defenceMean = weightedMean(defence, exposure);
    attack = attack.map((x) => x / attackMean);
    defence = defence.map((x) => x / defenceMean);
    let expectedHome = 0,
      expectedAway = 0;
    for (const m of matches) {
      expectedHome += m.weight * at(attack, m.home) * at(defence, m.away);
      expectedAway += m.weight * at(attack, m.away) * at(defence, m.home);
    }
    if (expectedHome > 0) gamma = sumHome / (base * expectedHome);
    if (expectedAway > 0) base = (sumHome + sumAway) / (gamma * expectedHome + expectedAway);
    // Converged once no attack strength moves by more than 1e-6 relative (typically 10-15 sweeps).
    if (attack.every((x, i) => Math.abs(x / at(previous, i) - 1) < 1e-6)) break;
  }

  const attackMap = new Map<string, number>();
  const defenceMap = new Map<string, number>();
  for (const [name, i] of index) {
    attackMap.set(name, at(attack, i));
    defenceMap.set(name, at(defence, i));
  }
  const fit: DixonColesFit = { attack: attackMap, defence: defenceMap, base, homeAdvantage: gamma, rho: 0, options };
  return { ...fit, rho: fitRho(fit, matches) };
}

/**
 * One Maher step for one block of strengths: each club's (weighted) goals over the goals an average club
 * would have had in its place, with `prior` pseudo-goals at `priorMean` so thin histories stay sane.
 */
function maherStep(
  n: number,
  prior: number,
  priorMean: number,
  visit: (add: (team: number, goals: number, expected: number) => void) => void,
): Float64Array {
  const goals = new Float64Array(n).fill(prior * priorMean);
  const expected = new Float64Array(n).fill(prior);
  visit((team, g, e) => {
    goals[team] = (goals[team] ?? 0) + g;
    expected[team] = (expected[team] ?? 0) + e;
  });
  return goals.map((g, i) => g / (expected[i] ?? 1));
}

function weightedMean(values: Float64Array, weights: Float64Array): number {
  let sum = 0,
    total = 0;
  values.forEach((v, i) => {
    const w = weights[i] ?? 0;
    sum += w * v;
    total += w;
  });
  return total > 0 && sum > 0 ? sum / total : 1;
}

/** ρ by golden-section search on the weighted log-likelihood; only τ depends on ρ, and τ keeps the mass at 1. */
function fitRho(fit: DixonColesFit, matches: readonly Match[]): number {
  const low = matches.filter((m) => m.homeGoals <= 1 && m.awayGoals <= 1);
  if (low.length < 20) return -0.05;
  const rates = low.map((m) => expectedGoals(fit, m.homeTeam, m.awayTeam));
  const logLik = (rho: number): number =>
    low.reduce((sum, m, i) => {
      const rate = rates[i] ?? { home: 1, away: 1 };
      return sum + m.weight * Math.log(Math.max(1e-9, dixonColesTau(m.homeGoals, m.awayGoals, rate.home, rate.away, rho)));
    }, 0);
  let a = -0.25,
    b = 0.15;
  const phi = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 40; i++) {
    const c = b - phi * (b - a),
      d = a + phi * (b - a);
    if (logLik(c) > logLik(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

export interface TeamStrength {
  attack: number;
  defence: number;
  /** False for a club absent from the history, rated at the newcomer strengths. */
  known: boolean;
}

export function strengthOf(fit: DixonColesFit, team: string): TeamStrength {
  const attack = fit.attack.get(team);
  const defence = fit.defence.get(team);
  if (attack === undefined || defence === undefined) {
    return { attack: fit.options.newcomerAttack, defence: fit.options.newcomerDefence, known: false };
  }
  return { attack, defence, known: true };
}

export function expectedGoals(fit: DixonColesFit, homeTeam: string, awayTeam: string): { home: number; away: number } {
  const home = strengthOf(fit, homeTeam);
  const away = strengthOf(fit, awayTeam);
  return {
    home: fit.base * fit.homeAdvantage * home.attack * away.defence,
    away: fit.base * away.attack * home.defence,
  };
}
