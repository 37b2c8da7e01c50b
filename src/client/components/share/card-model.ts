import type { Bet } from "@shared/api/bets";
import type { ListedMatch, ListedPrediction } from "@shared/api/matches";
import { achievementTitle, type AchievementCardInput } from "@shared/achievement";
import { AI_DISPLAY_NAMES, type AiName } from "@shared/constants";
import { payoutFor } from "@shared/payout";
import { provisionalVerdict, type VerdictId } from "@shared/duel-verdict";
import type { Words } from "@shared/i18n/words";
import { formatCount, formatCredits, formatDate } from "../../lib/format";
import { ENGLISH_SHARE_WORDS, type ShareWords } from "./messages";

// What the two share cards show (docs/rules.md#sharing), worked out from data the app already has.
// Pure: the canvas renderer, the card components and the share text all read these models.

/** The card is 1200×630, exported at scale 2 (2400×1260 px) on black (docs/rules.md#sharing). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_EXPORT_SCALE = 2;
export const CARD_BACKGROUND = "#000000";
/** The image step gives up after 15000 ms (docs/rules.md#sharing). */
export const CARD_IMAGE_TIMEOUT_MS = 15_000;

export type BetOutcomeLabel = "won" | "lost" | "void" | "pending";

export interface ResultCardOracle {
  ai: AiName;
  name: string;
  predictedScore: string;
  points: number;
  /** True for the duel's winner (docs/rules.md#duel); neither on a tie. */
  winner: boolean;
}

export interface ResultCardBet {
  ai: AiName;
  name: string;
  stake: number;
  outcome: BetOutcomeLabel;
  /** What came back: the payout when won, the stake when refunded, 0 when lost, the potential payout while pending. */
  amount: number;
  line: string;
}

export interface ResultCardModel {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  leagueName: string;
  actualScore: string;
  /** El Divino (ChatGPT) first, then O Eterno (Grok). */
  oracles: [ResultCardOracle, ResultCardOracle];
  tie: boolean;
  /** The oracle a headline names (Grok on a tie, docs/rules.md#duel). */
  displayedWinner: AiName;
  winnerLine: string;
  /** On equal points, the one line that says who saw clearer (or why every bet came back). */
  reason: string | null;
  bet: ResultCardBet | null;
}

/** One line of a league table's card: a member with their rank, or a guest (an oracle, the crowd) where it would stand. */
export interface LeagueCardLine {
  rank: number | null;
  name: string;
  points: number;
  exact: number;
  you: boolean;
  /** The league's latest Prophet of the Week. */
  prophet: boolean;
}

/**
 * The period of a league card's English label (the league table passes the period tabs' English words),
 * so the card and its text can say it in the page's language; undefined for any other label.
 */
export function periodOfLabel(label: string): "week" | "month" | "season" | undefined {
  return PERIOD_OF_LABEL[label];
}

const PERIOD_OF_LABEL: Partial<Record<string, "week" | "month" | "season">> = { "This Week": "week", "This Month": "month", Season: "season" };

/** A private league's table card: its name, the period, the top of the table and the player's own line. */
export interface LeagueCardModel {
  leagueName: string;
  periodLabel: string;
  memberCount: number;
  /** The top members, the guests among them, and the player's line when it is further down. */
  lines: LeagueCardLine[];
  /** The player's own rank, or null when they are not in the table. */
  yourRank: number | null;
  leader: { name: string; points: number } | null;
}

/** The 'Prophet of the Week' card: the player, the league, the week and the week's figures. */
export interface ProphetCardModel {
  username: string;
  leagueName: string;
  weekLabel: string;
  /** The week's Monday, so the card can say the week in the page's language. */
  weekStart?: string;
  points: number;
  exact: number;
}

/** 'Week of Mon 16 Nov' (or, inside a sentence, 'week of …') in the given words. */
export function weekLabelOf(weekStart: string, { t, locale }: ShareWords, id: "week.label" | "week.inline"): string {
  return t(id, { date: formatDate(weekStart, new Date(), "UTC", locale) });
}

/** 'Week of Mon 16 Nov': a league week by its Monday (weeks start on Monday, UTC), in the one date format. */
export function weekLabel(weekStart: string, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  return weekLabelOf(weekStart, words, "week.label");
}

/** A league's badge as the card shows it. */
export function prophetCardModel(
  badge: { leagueName: string; weekStart: string; points: number; exact: number },
  username: string,
): ProphetCardModel {
  return {
    username,
    leagueName: badge.leagueName,
    weekLabel: weekLabel(badge.weekStart),
    weekStart: badge.weekStart,
    points: badge.points,
    exact: badge.exact,
  };
}

/** A card that can be drawn. */
export type CardSpec =
  | { type: "achievement"; input: AchievementCardInput }
  | { type: "result"; model: ResultCardModel }
  | { type: "league"; model: LeagueCardModel }
  | { type: "prophet"; model: ProphetCardModel };

/** What a share dialog shares: the result model is null when the result card cannot be drawn. */
export type ShareCard = Exclude<CardSpec, { type: "result" }> | { type: "result"; model: ResultCardModel | null };

export function drawableCard(card: ShareCard): CardSpec | null {
  if (card.type !== "result") return card;
  return card.model ? { type: "result", model: card.model } : null;
}

function betLine(name: string, outcome: BetOutcomeLabel, stake: number, amount: number, { t, locale }: ShareWords = ENGLISH_SHARE_WORDS): string {
  const credits = { oracle: name, amount: formatCredits(amount, locale), stake: formatCredits(stake, locale) };
  return t(`bet.${outcome}`, credits);
}

/** The bet's line on the card in the given words (the model's `line` is English). */
export function betLineText(bet: ResultCardBet, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  return betLine(bet.name, bet.outcome, bet.stake, bet.amount, words);
}

function winnerLineOf(tie: boolean, shown: AiName, points: number, { t }: ShareWords): string {
  return tie ? t("winner.tie", { points, shown: String(points) }) : t("winner.oracle", { oracle: AI_DISPLAY_NAMES[shown] });
}

/** The result card's winner line in the given words (the model's `winnerLine` is English). */
export function winnerLineText(model: ResultCardModel, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  return winnerLineOf(model.tie, model.displayedWinner, model.oracles[1].points, words);
}

/** The player's bet as the card shows it, or null without one. */
export function resultCardBet(bet: Pick<Bet, "aiSelected" | "stake" | "payout" | "outcome"> | null | undefined): ResultCardBet | null {
  if (!bet) return null;
  const outcome: BetOutcomeLabel = bet.outcome ?? "pending";
  const amount =
    outcome === "won"
      ? (bet.payout ?? payoutFor(bet.stake))
      : outcome === "lost"
        ? 0
        : outcome === "void"
          ? (bet.payout ?? bet.stake)
          : payoutFor(bet.stake);
  const name = AI_DISPLAY_NAMES[bet.aiSelected];
  return { ai: bet.aiSelected, name, stake: bet.stake, outcome, amount, line: betLine(name, outcome, bet.stake, amount) };
}

/**
 * The result card of a match, or null unless both the ChatGPT and the Grok predictions exist (docs/rules.md#sharing):
 * then nothing is drawn and the share text is the generic one. The tiebreak's `reason` is written in
 * `verdictWords` (the page's shared words), English without them, as the result screen writes it.
 */
export function resultCardModel(
  match: Pick<ListedMatch, "id" | "homeTeam" | "awayTeam" | "leagueName" | "actualScore"> & Partial<Pick<ListedMatch, "duel">>,
  predictions: readonly (Pick<ListedPrediction, "aiName" | "predictedScore" | "points"> & Partial<Pick<ListedPrediction, "finalScoreChance">>)[],
  bet?: Pick<Bet, "aiSelected" | "stake" | "payout" | "outcome"> | null,
  verdictWords?: Words<VerdictId>,
): ResultCardModel | null {
  const chatgpt = predictions.find((p) => p.aiName === "ChatGPT");
  const grok = predictions.find((p) => p.aiName === "Grok");
  if (!chatgpt || !grok) return null;
  // Drawn at once: a prediction not yet scored counts as 0 points.
  const verdict = provisionalVerdict({ actualScore: match.actualScore, duel: match.duel ?? null }, [chatgpt, grok], verdictWords)!;
  const { winner, shown, points } = verdict;
  const oracle = (p: Pick<ListedPrediction, "aiName" | "predictedScore">): ResultCardOracle => ({
    ai: p.aiName,
    name: AI_DISPLAY_NAMES[p.aiName],
    predictedScore: p.predictedScore,
    points: points[p.aiName],
    winner: winner === p.aiName,
  });
  return {
    matchId: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    leagueName: match.leagueName,
    actualScore: match.actualScore ?? "–",
    oracles: [oracle(chatgpt), oracle(grok)],
    tie: winner === "tie",
    displayedWinner: shown,
    winnerLine: winnerLineOf(winner === "tie", shown, points.Grok, ENGLISH_SHARE_WORDS),
    // On a tie the winner line already says why every bet came back.
    reason: winner === "tie" ? null : verdict.reason,
    bet: resultCardBet(bet),
  };
}

/** A short description of a card for screen readers (the card itself is an image). */
export function cardDescription(card: CardSpec, words: ShareWords = ENGLISH_SHARE_WORDS): string {
  const { t, locale } = words;
  if (card.type === "achievement") {
    const { username, stats } = card.input;
    return t("describe.achievement", {
      title: achievementTitle(card.input, words),
      username,
      streak: formatCount(stats.streak, locale),
      credits: formatCredits(stats.credits, locale),
      xp: formatCount(stats.xp, locale),
    });
  }
  if (card.type === "league") {
    const { leagueName, periodLabel, lines } = card.model;
    const table = lines
      .map((l) =>
        l.rank === null
          ? t("describe.guestLine", { name: l.name, points: l.points })
          : t("describe.rankLine", { rank: l.rank, name: l.name, points: l.points }),
      )
      .join(", ");
    return t("describe.league", { league: leagueName, period: periodLabel, table });
  }
  if (card.type === "prophet") {
    const m = card.model;
    const week = m.weekStart ? weekLabel(m.weekStart, words) : m.weekLabel;
    return t("describe.prophet", { username: m.username, league: m.leagueName, week, points: m.points, exact: m.exact });
  }
  const m = card.model;
  const [a, b] = m.oracles;
  const winnerLine = winnerLineText(m, words);
  const parts = [
    t("describe.result", { fixture: `${m.homeTeam} ${m.actualScore} ${m.awayTeam}` }),
    t("describe.predictions", { a: a.name, aScore: a.predictedScore, aPoints: a.points, b: b.name, bScore: b.predictedScore, bPoints: b.points }),
    winnerLine.endsWith("!") ? winnerLine : `${winnerLine}.`,
  ];
  if (m.reason) parts.push(m.reason);
  if (m.bet) parts.push(`${betLineText(m.bet, words)}.`);
  return parts.join(" ");
}
