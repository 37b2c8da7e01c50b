import { AI_DISPLAY_NAMES, type AiName } from "../../../shared/constants";
import { formatDecimal, formatWholePercent } from "../../../shared/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales";
import { formatScore, type Score } from "../../../shared/scoring";
import { personaWords } from "./messages";
import type { OutcomeProbabilities } from "../../platform/providers/football/football-provider";
import { probabilityWhere, type Pick, type ScoreGrid } from "./score-distribution";

// The words around a statistical pick: every number quoted comes from the model that made it, and each
// persona has its own voice (El Divino grand and certain, O Eterno ancient and measured), in each of the
// game's languages (messages/). The English is the hashed text and reads exactly as it always has.

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

/** How a language writes the model's numbers: English exactly as it always has (the hashed text). */
interface Numbers {
  pct: (p: number) => string;
  /** Model figures are quoted to one decimal: enough to follow the reasoning, too coarse to rebuild the
   * sealed score grid from them before kick-off (docs/rules.md#sealing). */
  one: (x: number) => string;
  signed: (x: number) => string;
  signedOne: (x: number) => string;
  /** Two or more club names joined: "A and B". */
  teams: (names: readonly string[]) => string;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

function numbersIn(locale: Locale): Numbers {
  const one = (x: number) => formatDecimal(x, 1, locale);
  return {
    pct: (p) => formatWholePercent(p * 100, locale),
    one,
    signed: (x) => `${Math.round(x) >= 0 ? "+" : "−"}${Math.abs(Math.round(x))}`,
    signedOne: (x) => `${Number(x.toFixed(1)) >= 0 ? "+" : "−"}${one(Math.abs(x))}`,
    teams: (names) => {
      if (locale === "en") return names.join(" and ");
      let format = listFormats.get(locale);
      if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { type: "conjunction" })));
      return format.format(names);
    },
  };
}

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

export function divinoReasoning(s: ForecastSummary, n: DivinoNumbers, locale: Locale = DEFAULT_LOCALE): string {
  const t = personaWords(locale);
  const { pct, one, teams } = numbersIn(locale);
  const o = s.outcomes;
  const outcomes = { homeWin: pct(o.home), draw: pct(o.draw), awayWin: pct(o.away) };
  const pick = { score: formatScore(s.pick.score), points: one(s.pick.expectedPoints) };
  return [
    t("divino.forecast", {
      home: s.homeTeam,
      away: s.awayTeam,
      homeAttack: one(n.homeAttack),
      awayDefence: one(n.awayDefence),
      awayAttack: one(n.awayAttack),
      homeDefence: one(n.homeDefence),
      homeAdvantage: one(n.homeAdvantage),
      expectedHome: one(s.expectedHome),
      expectedAway: one(s.expectedAway),
    }),
    s.gaveWay
      ? t("divino.pickGaveWay", { ...outcomes, ...pick, called: formatScore(s.gaveWay.score), other: AI_DISPLAY_NAMES[s.gaveWay.to] })
      : t("divino.pick", { ...outcomes, ...pick }),
    n.newcomers.length > 0 ? t("divino.newcomers", { count: n.newcomers.length, teams: teams(n.newcomers) }) : null,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
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

export function eternoReasoning(s: ForecastSummary, n: EternoNumbers, locale: Locale = DEFAULT_LOCALE): string {
  const t = personaWords(locale);
  const { pct, one, signed, signedOne, teams } = numbersIn(locale);
  const o = s.outcomes;
  const measured = {
    expectedHome: one(s.expectedHome),
    expectedAway: one(s.expectedAway),
    homeWin: pct(o.home),
    draw: pct(o.draw),
    awayWin: pct(o.away),
    score: formatScore(s.pick.score),
  };
  return [
    t("eterno.ratings", {
      home: s.homeTeam,
      away: s.awayTeam,
      // An Elo rating is written whole and ungrouped in every language, as a year is.
      homeRating: String(Math.round(n.homeRating)),
      awayRating: String(Math.round(n.awayRating)),
      homeForm: signedOne(n.homeForm),
      awayForm: signedOne(n.awayForm),
      homeFormPoints: signed(n.homeFormPoints),
      awayFormPoints: signed(n.awayFormPoints),
    }),
    s.gaveWay
      ? t("eterno.pickGaveWay", { ...measured, called: formatScore(s.gaveWay.score), other: AI_DISPLAY_NAMES[s.gaveWay.to] })
      : t("eterno.pick", measured),
    n.newcomers.length > 0 ? t("eterno.newcomers", { count: n.newcomers.length, teams: teams(n.newcomers) }) : null,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
}

type BoldKind = "bothScore" | "goals" | "cleanSheet" | "upset";

interface BoldCandidate {
  probability: number;
  /** Roughly the league-wide rate, so the most surprising number is the one told. */
  usual: number;
  kind: BoldKind;
  /** The club the call names, when it names one. */
  team?: string;
}

const VOICE: Record<AiName, "divino" | "eterno"> = { ChatGPT: "divino", Grok: "eterno" };

export function boldPrediction(aiName: AiName, s: ForecastSummary, locale: Locale = DEFAULT_LOCALE): string {
  const homeFavoured = s.outcomes.home >= s.outcomes.away;
  const favourite = homeFavoured ? s.homeTeam : s.awayTeam;
  const underdog = homeFavoured ? s.awayTeam : s.homeTeam;
  const candidates: BoldCandidate[] = [
    { probability: probabilityWhere(s.grid, (h, a) => h > 0 && a > 0), usual: 0.5, kind: "bothScore" },
    { probability: probabilityWhere(s.grid, (h, a) => h + a >= 4), usual: 0.28, kind: "goals" },
    { probability: probabilityWhere(s.grid, (h, a) => (homeFavoured ? a : h) === 0), usual: 0.33, kind: "cleanSheet", team: favourite },
    { probability: homeFavoured ? s.outcomes.away : s.outcomes.home, usual: 0.3, kind: "upset", team: underdog },
  ];
  let best = candidates[0];
  for (const c of candidates) if (best && Math.abs(c.probability - c.usual) > Math.abs(best.probability - best.usual)) best = c;
  if (!best) return "";
  const likely = best.probability >= best.usual ? "likely" : "unlikely";
  return personaWords(locale)(`${VOICE[aiName]}.${likely}.${best.kind}`, {
    chance: numbersIn(locale).pct(best.probability),
    team: best.team,
    oracle: AI_DISPLAY_NAMES[aiName],
  });
}
