import { achievementTitle, type Achievement } from "@shared/achievement";
import { PRODUCT_NAME } from "@shared/constants";
import { formatCredits } from "../../lib/format";
import type { LeagueCardModel, ProphetCardModel, ResultCardModel, ShareCard } from "./card-model";

// Share text templates per achievement type and for a result won or not won (docs/rules.md#sharing). The
// link is not part of the text: each network takes it separately, and copy appends it.

/** What is shared when the result card cannot be drawn (docs/rules.md#sharing). */
export const FALLBACK_SHARE_TEXT = `Check out ${PRODUCT_NAME}!`;

export function achievementShareText(achievement: Achievement): string {
  const title = achievementTitle(achievement);
  switch (achievement.type) {
    case "streak":
      return `${title} I've backed the right AI oracle ${achievement.value} times in a row in ${PRODUCT_NAME}. Think you can match my streak?`;
    case "credits":
      return `${title} I'm sitting on ${formatCredits(achievement.value)} from backing the right AI oracle in ${PRODUCT_NAME}. Think you can read the oracles better?`;
    case "xp":
      return `${title} I'm climbing the ranks of ${PRODUCT_NAME}, where El Divino and O Eterno battle to predict football scores. Come and play!`;
    case "firstWin":
      return `${title} I backed the right AI oracle and won my first bet in ${PRODUCT_NAME}. Who will you trust: El Divino or O Eterno?`;
  }
}

/** The result's share text: the player's win when they won, the oracles' duel otherwise. */
export function resultShareText(model: ResultCardModel | null): string {
  if (!model) return FALLBACK_SHARE_TEXT;
  const fixture = `${model.homeTeam} ${model.actualScore} ${model.awayTeam}`;
  if (model.bet?.outcome === "won") {
    return `I backed ${model.bet.name} on ${fixture} and won ${formatCredits(model.bet.amount)} in ${PRODUCT_NAME}! Which oracle will you trust next?`;
  }
  const [a, b] = model.oracles;
  const duel = `${a.name} ${a.points} pts, ${b.name} ${b.points} pts`;
  const headline = model.tie ? `It's a tie in ${PRODUCT_NAME}!` : `${model.winnerLine.replace(/!$/, "")} in ${PRODUCT_NAME}!`;
  const why = model.reason ? ` ${model.reason}` : "";
  return `${headline} ${fixture}: ${duel}.${why} Who will you back next?`;
}

/** A league table's share text: where the player stands, or who leads, and an invitation to join. */
export function leagueShareText(model: LeagueCardModel): string {
  const you = model.lines.find((l) => l.you);
  const standing =
    you && model.yourRank !== null
      ? `I'm #${model.yourRank} in ${model.leagueName} with ${you.points} ${you.points === 1 ? "point" : "points"} (${model.periodLabel.toLowerCase()})`
      : model.leader
        ? `${model.leader.name} leads ${model.leagueName} with ${model.leader.points} ${model.leader.points === 1 ? "point" : "points"} (${model.periodLabel.toLowerCase()})`
        : `${model.leagueName} is calling scores`;
  return `${standing} on ${PRODUCT_NAME}. Join us and out-predict El Divino and O Eterno!`;
}

export function prophetShareText(model: ProphetCardModel): string {
  return `Prophet of the Week in ${model.leagueName}! ${model.points} points and ${model.exact} exact ${model.exact === 1 ? "score" : "scores"} (${model.weekLabel.replace(/^Week/, "week")}) on ${PRODUCT_NAME}. Think you can out-predict me and the AI oracles?`;
}

export function shareText(card: ShareCard): string {
  switch (card.type) {
    case "achievement":
      return achievementShareText(card.input);
    case "result":
      return resultShareText(card.model);
    case "league":
      return leagueShareText(card.model);
    case "prophet":
      return prophetShareText(card.model);
  }
}
