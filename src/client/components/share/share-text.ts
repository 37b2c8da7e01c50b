import { achievementTitle, type Achievement } from "@shared/achievement";
import { AI_DISPLAY_NAMES, PRODUCT_NAME } from "@shared/constants";
import { formatCredits } from "../../lib/format";
import type { LeagueCardModel, ProphetCardModel, ResultCardModel, ShareCard } from "./card-model";
import { periodOfLabel, weekLabelOf } from "./card-model";
import { ENGLISH_SHARE_WORDS, type ShareWords } from "./messages";

// Share text templates per achievement type and for a result won or not won (docs/rules.md#sharing). The
// link is not part of the text: each network takes it separately, and copy appends it. Each takes the
// words to write in (the page's language), English by default.

/** What is shared when the result card cannot be drawn (docs/rules.md#sharing). */
export const FALLBACK_SHARE_TEXT = `Check out ${PRODUCT_NAME}!`;

export function achievementShareText(achievement: Achievement, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  const { t, locale } = words;
  const title = achievementTitle(achievement, words);
  const product = PRODUCT_NAME;
  switch (achievement.type) {
    case "streak":
      return t("text.streak", { title, value: achievement.value, product });
    case "credits":
      return t("text.credits", { title, credits: formatCredits(achievement.value, locale), product });
    case "xp":
      return t("text.xp", { title, product });
    case "firstWin":
      return t("text.firstWin", { title, product });
  }
}

/** The result's share text: the player's win when they won, the oracles' duel otherwise. */
export function resultShareText(model: ResultCardModel | null, { t, locale }: ShareWords = ENGLISH_SHARE_WORDS): string {
  const product = PRODUCT_NAME;
  if (!model) return t("text.fallback", { product });
  const fixture = `${model.homeTeam} ${model.actualScore} ${model.awayTeam}`;
  if (model.bet?.outcome === "won") {
    return t("text.resultWon", { oracle: model.bet.name, fixture, credits: formatCredits(model.bet.amount, locale), product });
  }
  const [a, b] = model.oracles;
  const duel = t("text.duel", { a: a.name, aPoints: a.points, b: b.name, bPoints: b.points });
  const why = model.reason ? ` ${model.reason}` : "";
  return model.tie
    ? t("text.resultTie", { product, fixture, duel, why })
    : t("text.resultWinner", { oracle: AI_DISPLAY_NAMES[model.displayedWinner], product, fixture, duel, why });
}

/**
 * The period in a league's share text: the page's words for the current week, month or season, else the label the
 * page gave an earlier one ("Week of Mon 16 Nov", written in the sharer's language already).
 */
function periodWords(model: LeagueCardModel, { t }: ShareWords): string {
  const period = periodOfLabel(model.periodLabel);
  return period ? t(`text.period.${period}`) : model.periodLabel;
}

/** A league table's share text: where the player stands, or who leads, and an invitation to join. */
export function leagueShareText(model: LeagueCardModel, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  const { t } = words;
  const product = PRODUCT_NAME;
  const you = model.lines.find((l) => l.you);
  const period = periodWords(model, words);
  if (you && model.yourRank !== null) {
    return t("text.leagueYou", { rank: model.yourRank, league: model.leagueName, points: you.points, shown: String(you.points), period, product });
  }
  if (model.leader) {
    const { name, points } = model.leader;
    return t("text.leagueLeader", { leader: name, league: model.leagueName, points, shown: String(points), period, product });
  }
  return t("text.leagueCalling", { league: model.leagueName, product });
}

export function prophetShareText(model: ProphetCardModel, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  const week = model.weekStart ? weekLabelOf(model.weekStart, words, "week.inline") : model.weekLabel.replace(/^Week/, "week");
  return words.t("text.prophet", {
    league: model.leagueName,
    points: model.points,
    exact: model.exact,
    exactShown: String(model.exact),
    week,
    product: PRODUCT_NAME,
  });
}

export function shareText(card: ShareCard, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  switch (card.type) {
    case "achievement":
      return achievementShareText(card.input, words);
    case "result":
      return resultShareText(card.model, words);
    case "league":
      return leagueShareText(card.model, words);
    case "prophet":
      return prophetShareText(card.model, words);
  }
}
