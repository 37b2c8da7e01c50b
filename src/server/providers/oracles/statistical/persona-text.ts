import { AI_DISPLAY_NAMES, type AiName } from "../../../../shared/constants";
import { formatScore, type Score } from "../../../../shared/scoring";
import { probabilityWhere, type OutcomeProbabilities, type Pick, type ScoreGrid } from "./score-distribution";

// The words around a statistical pick: every number quoted comes from the model that made it, and each
// persona has its own voice (El Divino grand and certain, O Eterno ancient and measured).

export interface ForecastSummary {
  homeTeam: string;
  awayTeam: string;
  grid: ScoreGrid;
  outcomes: OutcomeProbabilities;
  pick: Pick;
  /** Set when this oracle's own best score had been called first by the other: `pick` is its best of the rest. */
  gaveWay: { to: AiName; score: Score } | null;
  expectedHome: number;
  expectedAway: number;
}

const pct = (p: number): string => `${Math.round(p * 100)}%`;
// Model figures are quoted to one decimal: enough to follow the reasoning, too coarse to rebuild the
// sealed score grid from them before kick-off (docs/rules.md#sealing).
const one = (x: number): string => x.toFixed(1);
const signed = (x: number): string => `${Math.round(x) >= 0 ? "+" : "−"}${Math.abs(Math.round(x))}`;
const signedOne = (x: number): string => `${Number(x.toFixed(1)) >= 0 ? "+" : "−"}${Math.abs(x).toFixed(1)}`;

/** The first names of a squad are its likeliest scorers; a side scoring more goals than names repeats them. */
export function goalScorers(pick: Score, homeSquad: readonly string[], awaySquad: readonly string[]): string | null {
  const names = (squad: readonly string[], goals: number): string =>
    squad.length === 0 ? "" : Array.from({ length: goals }, (_, i) => squad[i % squad.length] ?? "").join(", ");
  const sides = [names(homeSquad, pick.home), names(awaySquad, pick.away)].filter((side) => side.length > 0);
  return sides.length > 0 ? sides.join("; ") : null;
}

export interface DivinoNumbers {
  homeAttack: number;
  homeDefence: number;
  awayAttack: number;
  awayDefence: number;
  homeAdvantage: number;
  newcomers: readonly string[];
}

export function divinoReasoning(s: ForecastSummary, n: DivinoNumbers): string {
  const o = s.outcomes;
  const newcomer =
    n.newcomers.length > 0
      ? ` Even ${n.newcomers.join(" and ")}, new to these heavens, ${n.newcomers.length > 1 ? "are" : "is"} weighed as promoted clubs are.`
      : "";
  return (
    `The heavens align over ${s.homeTeam} v ${s.awayTeam}: an attack of ${one(n.homeAttack)} meets a defence conceding ` +
    `${one(n.awayDefence)}× the average, an attack of ${one(n.awayAttack)} meets one conceding ${one(n.homeDefence)}×, and a home ` +
    `blessing of ×${one(n.homeAdvantage)} gives ${one(s.expectedHome)} expected goals to ${one(s.expectedAway)}. ` +
    `The firmament reads ${pct(o.home)} home win, ${pct(o.draw)} draw, ${pct(o.away)} away win, and ` +
    (s.gaveWay
      ? `${formatScore(s.gaveWay.score)} would command the richest harvest, but ${AI_DISPLAY_NAMES[s.gaveWay.to]} spoke it first; ` +
        `of what remains, ${formatScore(s.pick.score)} reaps the most, ${s.pick.expectedPoints.toFixed(1)} points foretold.`
      : `${formatScore(s.pick.score)} commands the richest harvest, ${s.pick.expectedPoints.toFixed(1)} points foretold.`) +
    newcomer
  );
}

export interface EternoNumbers {
  homeRating: number;
  awayRating: number;
  /** Recent shots-on-target edge per match, and the Elo points it is worth. */
  homeForm: number;
  awayForm: number;
  homeFormPoints: number;
  awayFormPoints: number;
  newcomers: readonly string[];
}

export function eternoReasoning(s: ForecastSummary, n: EternoNumbers): string {
  const o = s.outcomes;
  const newcomer =
    n.newcomers.length > 0
      ? ` ${n.newcomers.join(" and ")} ${n.newcomers.length > 1 ? "have no long record yet, so begin" : "has no long record yet, so begins"} below the league's mean, as the promoted always have.`
      : "";
  return (
    `Over the long seasons ${s.homeTeam} have settled at ${Math.round(n.homeRating)} Elo and ${s.awayTeam} at ${Math.round(n.awayRating)}, ` +
    `and their recent shots-on-target edge, ${signedOne(n.homeForm)} and ${signedOne(n.awayForm)} a match, ` +
    `is worth ${signed(n.homeFormPoints)} and ${signed(n.awayFormPoints)} points. ` +
    `Measured against the old record, that gap is worth ${one(s.expectedHome)} goals to ${one(s.expectedAway)}: ` +
    `${pct(o.home)} home win, ${pct(o.draw)} draw, ${pct(o.away)} away win, ` +
    (s.gaveWay
      ? `and patience would counsel ${formatScore(s.gaveWay.score)}; ${AI_DISPLAY_NAMES[s.gaveWay.to]} has claimed it, so the next best, ${formatScore(s.pick.score)}.`
      : `so patience counsels ${formatScore(s.pick.score)}.`) +
    newcomer
  );
}

interface BoldCandidate {
  probability: number;
  /** Roughly the league-wide rate, so the most surprising number is the one told. */
  usual: number;
  what: string;
}

interface Voice {
  likely: (p: string, what: string) => string;
  unlikely: (p: string, what: string) => string;
}

const VOICES: Record<AiName, Voice> = {
  ChatGPT: {
    likely: (p, what) => `The stars decree it: a ${p} chance that ${what}.`,
    unlikely: (p, what) => `Mark it, mortals: only ${p} that ${what}, and ${AI_DISPLAY_NAMES.ChatGPT} does not blink.`,
  },
  Grok: {
    likely: (p, what) => `The old ledgers show a ${p} chance that ${what}.`,
    unlikely: (p, what) => `Rarely, at ${p}, ${what}; ${AI_DISPLAY_NAMES.Grok} has seen it seldom.`,
  },
};

export function boldPrediction(aiName: AiName, s: ForecastSummary): string {
  const homeFavoured = s.outcomes.home >= s.outcomes.away;
  const favourite = homeFavoured ? s.homeTeam : s.awayTeam;
  const underdog = homeFavoured ? s.awayTeam : s.homeTeam;
  const candidates: BoldCandidate[] = [
    { probability: probabilityWhere(s.grid, (h, a) => h > 0 && a > 0), usual: 0.5, what: "both sides find the net" },
    { probability: probabilityWhere(s.grid, (h, a) => h + a >= 4), usual: 0.28, what: "four goals or more arrive" },
    {
      probability: probabilityWhere(s.grid, (h, a) => (homeFavoured ? a : h) === 0),
      usual: 0.33,
      what: `${favourite} keep a clean sheet`,
    },
    { probability: homeFavoured ? s.outcomes.away : s.outcomes.home, usual: 0.3, what: `${underdog} win against the odds` },
  ];
  let best = candidates[0];
  for (const c of candidates) if (best && Math.abs(c.probability - c.usual) > Math.abs(best.probability - best.usual)) best = c;
  if (!best) return "";
  const voice = VOICES[aiName];
  const p = pct(best.probability);
  return best.probability >= best.usual ? voice.likely(p, best.what) : voice.unlikely(p, best.what);
}
