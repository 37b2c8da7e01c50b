import { AI_DISPLAY_NAMES, type AiName } from "../../shared/constants";
import { DEFAULT_LOCALE, inOtherLanguages, type Locale, type TranslatedLocale } from "../../shared/i18n/locales";
import { outcomeOf, parseScore, type Score } from "../../shared/scoring";
import type { MatchEvent } from "../platform/providers/football/football-provider";
import { commentaryWords } from "./messages";

// The live commentary's lines, in each of the game's languages (docs/decisions.md#languages): the English
// as it always was, the others from the same catalogue. Club and player names are names, in every language.

interface Teams {
  homeTeam: string;
  awayTeam: string;
}

/** A line written in every language: the English, and the others beside it. */
export interface LineInEveryLanguage {
  message: string;
  translations: Record<TranslatedLocale, string>;
}

/** The line `write` gives, in English and in each other language. */
export function inEveryLanguage(write: (locale: Locale) => string): LineInEveryLanguage {
  return { message: write(DEFAULT_LOCALE), translations: inOtherLanguages(write) };
}

/** The commentary line for one match event. */
export function eventLine(event: MatchEvent, teams: Teams, locale: Locale = DEFAULT_LOCALE): string {
  const t = commentaryWords(locale);
  const team = event.team === "home" ? teams.homeTeam : event.team === "away" ? teams.awayTeam : "";
  const score = `${teams.homeTeam} ${event.homeGoals}-${event.awayGoals} ${teams.awayTeam}`;
  const who = event.player ? `${event.player} (${team})` : team;
  switch (event.kind) {
    case "kick_off":
      return t("event.kickOff", { home: teams.homeTeam, away: teams.awayTeam });
    case "goal":
      return t("event.goal", { who, score });
    case "yellow_card":
      return t("event.yellowCard", { who });
    case "red_card":
      return t("event.redCard", { who });
    case "half_time":
      return t("event.halfTime", { score });
    case "full_time":
      return t("event.fullTime", { score });
  }
}

const VOICE: Record<AiName, "divino" | "eterno"> = { ChatGPT: "divino", Grok: "eterno" };

/** How an oracle's prediction stands at this score, in its persona (docs/rules.md#live). */
export function oracleReaction(ai: AiName, predictedScore: string, current: Score, final: boolean, locale: Locale = DEFAULT_LOCALE): string {
  const t = commentaryWords(locale);
  const values = { oracle: AI_DISPLAY_NAMES[ai], now: `${current.home}-${current.away}`, predicted: predictedScore };
  const predicted = parseScore(predictedScore);
  if (!predicted) return t("reaction.silent", values);
  const exact = predicted.home === current.home && predicted.away === current.away;
  const sameOutcome = outcomeOf(predicted) === outcomeOf(current);
  const stillReachable = current.home <= predicted.home && current.away <= predicted.away;
  const voice = VOICE[ai];
  if (final) return t(`${voice}.final.${exact ? "exact" : sameOutcome ? "outcome" : "wrong"}`, values);
  return t(`${voice}.${exact ? "exact" : stillReachable ? "reachable" : "astray"}`, values);
}
