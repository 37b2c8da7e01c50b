import type { Bet } from "@shared/api/bets";
import type { ListedMatch, ListedPrediction } from "@shared/api/matches";
import { achievementTitle, type AchievementCardInput } from "@shared/achievement";
import { AI_DISPLAY_NAMES, type AiName } from "@shared/constants";
import { payoutFor } from "@shared/payout";
import { provisionalVerdict } from "@shared/duel-verdict";
import { formatCount, formatCredits, formatDate } from "../../lib/format";

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
  points: number;
  exact: number;
}

/** 'Week of Mon 16 Nov': a league week by its Monday (weeks start on Monday, UTC), in the one date format. */
export function weekLabel(weekStart: string): string {
  return `Week of ${formatDate(weekStart, new Date(), "UTC")}`;
}

/** A league's badge as the card shows it. */
export function prophetCardModel(
  badge: { leagueName: string; weekStart: string; points: number; exact: number },
  username: string,
): ProphetCardModel {
  return { username, leagueName: badge.leagueName, weekLabel: weekLabel(badge.weekStart), points: badge.points, exact: badge.exact };
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

function betLine(name: string, outcome: BetOutcomeLabel, stake: number, amount: number): string {
  switch (outcome) {
    case "won":
      return `You backed ${name} · Won ${formatCredits(amount)}`;
    case "lost":
      return `You backed ${name} · Lost ${formatCredits(stake)}`;
    case "void":
      return `You backed ${name} · ${formatCredits(amount)} refunded`;
    case "pending":
      return `You backed ${name} · ${formatCredits(stake)} pending`;
  }
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
 * then nothing is drawn and the share text is the generic one.
 */
export function resultCardModel(
  match: Pick<ListedMatch, "id" | "homeTeam" | "awayTeam" | "leagueName" | "actualScore"> & Partial<Pick<ListedMatch, "duel">>,
  predictions: readonly (Pick<ListedPrediction, "aiName" | "predictedScore" | "points"> & Partial<Pick<ListedPrediction, "finalScoreChance">>)[],
  bet?: Pick<Bet, "aiSelected" | "stake" | "payout" | "outcome"> | null,
): ResultCardModel | null {
  const chatgpt = predictions.find((p) => p.aiName === "ChatGPT");
  const grok = predictions.find((p) => p.aiName === "Grok");
  if (!chatgpt || !grok) return null;
  // Drawn at once: a prediction not yet scored counts as 0 points.
  const verdict = provisionalVerdict({ actualScore: match.actualScore, duel: match.duel ?? null }, [chatgpt, grok])!;
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
    winnerLine:
      winner === "tie"
        ? `It's a tie! Both oracles scored ${points.Grok} ${points.Grok === 1 ? "point" : "points"}`
        : `${AI_DISPLAY_NAMES[shown]} sees the future once more!`,
    // On a tie the winner line already says why every bet came back.
    reason: winner === "tie" ? null : verdict.reason,
    bet: resultCardBet(bet),
  };
}

/** A short description of a card for screen readers (the card itself is an image). */
export function cardDescription(card: CardSpec): string {
  if (card.type === "achievement") {
    const { username, stats } = card.input;
    return `Achievement card: ${achievementTitle(card.input)}, ${username}. Streak ${formatCount(stats.streak)}, credits ${formatCredits(stats.credits)}, XP ${formatCount(stats.xp)}.`;
  }
  if (card.type === "league") {
    const { leagueName, periodLabel, lines } = card.model;
    const table = lines.map((l) => `${l.rank === null ? "guest" : `#${l.rank}`} ${l.name} ${l.points} points`).join(", ");
    return `League table card: ${leagueName}, ${periodLabel}. ${table}.`;
  }
  if (card.type === "prophet") {
    const m = card.model;
    return `Prophet of the Week card: ${m.username} in ${m.leagueName}, ${m.weekLabel}. ${m.points} points, ${m.exact} exact.`;
  }
  const m = card.model;
  const [a, b] = m.oracles;
  const parts = [
    `Result card: ${m.homeTeam} ${m.actualScore} ${m.awayTeam}.`,
    `${a.name} predicted ${a.predictedScore} for ${a.points} points; ${b.name} predicted ${b.predictedScore} for ${b.points} points.`,
    m.winnerLine.endsWith("!") ? m.winnerLine : `${m.winnerLine}.`,
  ];
  if (m.reason) parts.push(m.reason);
  if (m.bet) parts.push(`${m.bet.line}.`);
  return parts.join(" ");
}
