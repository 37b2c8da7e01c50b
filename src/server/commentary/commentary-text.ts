import { AI_DISPLAY_NAMES, type AiName } from "../../shared/constants";
import { outcomeOf, parseScore, type Score } from "../../shared/scoring";
import type { MatchEvent } from "../providers/football/football-provider";

interface Teams {
  homeTeam: string;
  awayTeam: string;
}

/** The commentary line for one match event. */
export function eventLine(event: MatchEvent, teams: Teams): string {
  const team = event.team === "home" ? teams.homeTeam : event.team === "away" ? teams.awayTeam : "";
  const score = `${teams.homeTeam} ${event.homeGoals}-${event.awayGoals} ${teams.awayTeam}`;
  const who = event.player ? `${event.player} (${team})` : team;
  switch (event.kind) {
    case "kick_off":
      return `Kick-off! ${teams.homeTeam} against ${teams.awayTeam} is under way.`;
    case "goal":
      return `GOAL! ${who} scores. ${score}.`;
    case "yellow_card":
      return `Yellow card for ${who}.`;
    case "red_card":
      return `RED CARD! ${who} is sent off.`;
    case "half_time":
      return `Half-time: ${score}.`;
    case "full_time":
      return `Full-time: ${score}.`;
  }
}

/** How an oracle's prediction stands at this score, in its persona (docs/rules.md#live). */
export function oracleReaction(ai: AiName, predictedScore: string, current: Score, final: boolean): string {
  const name = AI_DISPLAY_NAMES[ai];
  const predicted = parseScore(predictedScore);
  const now = `${current.home}-${current.away}`;
  if (!predicted) return `${name}: ${now}. The oracle watches in silence.`;
  const exact = predicted.home === current.home && predicted.away === current.away;
  const sameOutcome = outcomeOf(predicted) === outcomeOf(current);
  const stillReachable = current.home <= predicted.home && current.away <= predicted.away;
  if (ai === "ChatGPT") {
    if (final) {
      return exact
        ? `${name}: ${now}, exactly as I decreed. The heavens bow.`
        : sameOutcome
          ? `${name}: ${now}. I named the victor; the numbers merely wavered.`
          : `${name}: ${now}. Even the divine may be defied, once.`;
    }
    if (exact) return `${name}: ${now}, precisely my ${predictedScore}. Let the clock run out.`;
    return stillReachable
      ? `${name}: ${now}. My ${predictedScore} still awaits its hour.`
      : `${name}: ${now}. The script strays from my ${predictedScore}, but I do not waver.`;
  }
  if (final) {
    return exact
      ? `${name}: ${now}. As it was always going to be.`
      : sameOutcome
        ? `${name}: ${now}. The outcome I foresaw; the detail, the ages forgive.`
        : `${name}: ${now}. Time humbles every seer. I shall remember this.`;
  }
  if (exact) return `${name}: ${now}. My ${predictedScore} stands. Patience.`;
  return stillReachable
    ? `${name}: ${now}. The road to ${predictedScore} remains open.`
    : `${name}: ${now}. My ${predictedScore} fades, as all things do.`;
}
