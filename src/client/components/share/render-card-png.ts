import { achievementTitle, type AchievementCardInput } from "@shared/achievement";
import { PRODUCT_NAME } from "@shared/constants";
import { inTwoLines } from "@shared/two-lines";
import { formatCount, formatCredits } from "../../lib/format";
import {
  CARD_BACKGROUND,
  CARD_EXPORT_SCALE,
  CARD_HEIGHT,
  CARD_IMAGE_TIMEOUT_MS,
  CARD_WIDTH,
  type CardSpec,
  type LeagueCardModel,
  type ProphetCardModel,
  type ResultCardModel,
  type ResultCardOracle,
  betLineText,
  periodOfLabel,
  weekLabel,
  winnerLineText,
} from "./card-model";
import { ENGLISH_SHARE_WORDS, type ShareWords } from "./messages";

// The share cards drawn with Canvas 2D (no open image proxy: docs/decisions.md#referrals-sharing-and-analytics): only text and shapes from
// data the app already has, no image is fetched, so the canvas is never tainted and the preview and
// the download come from the same drawing. Coordinates are in card units (1200×630); the scale
// multiplies them into pixels.

/** The 2D context calls the cards use; a real CanvasRenderingContext2D satisfies it. */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | "save"
  | "restore"
  | "setTransform"
  | "beginPath"
  | "closePath"
  | "moveTo"
  | "lineTo"
  | "arc"
  | "arcTo"
  | "fill"
  | "stroke"
  | "fillRect"
  | "fillText"
  | "measureText"
  | "createLinearGradient"
  | "createRadialGradient"
  | "font"
  | "fillStyle"
  | "strokeStyle"
  | "lineWidth"
  | "textAlign"
  | "textBaseline"
>;

const COLOR = {
  fg: "#f3f0ff",
  muted: "#aaa5c9",
  panel: "#151327",
  panelStrong: "#221f3a",
  border: "#2f2b4d",
  primary: "#a78bfa",
  accent: "#fbbf24",
  chatgpt: "#34d399",
  grok: "#f472b6",
  streak: "#fb923c",
  lost: "#f87171",
  ink: "#140b2e",
} as const;

const DISPLAY = `Georgia, "Times New Roman", serif`;
const SANS = `ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif`;

interface TextStyle {
  size: number;
  color: string;
  weight?: number;
  family?: string;
  align?: CanvasTextAlign;
  /** The text shrinks (down to minSize) and then is cut with an ellipsis to stay within this width. */
  maxWidth?: number;
  minSize?: number;
}

function setFont(ctx: CardContext, weight: number, size: number, family: string): void {
  ctx.font = `${weight} ${size}px ${family}`;
}

/** Shrinks, then truncates, `text` to fit `maxWidth`; leaves ctx.font set to the size chosen. */
export function fitText(ctx: CardContext, text: string, style: TextStyle): string {
  const weight = style.weight ?? 400;
  const family = style.family ?? SANS;
  setFont(ctx, weight, style.size, family);
  if (style.maxWidth === undefined || ctx.measureText(text).width <= style.maxWidth) return text;
  const min = style.minSize ?? style.size;
  for (let size = style.size - 2; size >= min; size -= 2) {
    setFont(ctx, weight, size, family);
    if (ctx.measureText(text).width <= style.maxWidth) return text;
  }
  setFont(ctx, weight, min, family);
  const chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join("").trimEnd()}…`).width > style.maxWidth) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

function text(ctx: CardContext, value: string, x: number, y: number, style: TextStyle): number {
  const shown = fitText(ctx, value, style);
  ctx.fillStyle = style.color;
  ctx.textAlign = style.align ?? "left";
  ctx.textBaseline = "middle";
  ctx.fillText(shown, x, y);
  return ctx.measureText(shown).width;
}

function roundedRect(ctx: CardContext, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function star(ctx: CardContext, cx: number, cy: number, outer: number, inner: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** A small rounded label; `anchor` is its right edge when align is "right", else its left edge. */
function pill(ctx: CardContext, label: string, anchor: number, y: number, color: string, align: "left" | "right" | "center" = "left"): void {
  setFont(ctx, 700, 20, SANS);
  const width = ctx.measureText(label).width + 40;
  const x = align === "right" ? anchor - width : align === "center" ? anchor - width / 2 : anchor;
  roundedRect(ctx, x, y - 20, width, 40, 20);
  ctx.fillStyle = "rgba(251, 191, 36, 0.12)";
  ctx.fill();
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.stroke();
  text(ctx, label, x + width / 2, y + 1, { size: 20, weight: 700, color, align: "center" });
}

/** The black page, the rounded card on it, its glow, border and product name. */
function frame(ctx: CardContext, badge: string): void {
  ctx.fillStyle = CARD_BACKGROUND;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  const base = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  base.addColorStop(0, "#24124f");
  base.addColorStop(0.55, "#120f26");
  base.addColorStop(1, "#0b0b14");
  roundedRect(ctx, 0, 0, CARD_WIDTH, CARD_HEIGHT, 36);
  ctx.fillStyle = base;
  ctx.fill();

  const glow = ctx.createRadialGradient(CARD_WIDTH / 2, 190, 10, CARD_WIDTH / 2, 190, 420);
  glow.addColorStop(0, "rgba(251, 191, 36, 0.16)");
  glow.addColorStop(1, "rgba(251, 191, 36, 0)");
  roundedRect(ctx, 0, 0, CARD_WIDTH, CARD_HEIGHT, 36);
  ctx.fillStyle = glow;
  ctx.fill();

  roundedRect(ctx, 2, 2, CARD_WIDTH - 4, CARD_HEIGHT - 4, 34);
  ctx.strokeStyle = "rgba(167, 139, 250, 0.55)";
  ctx.lineWidth = 3;
  ctx.stroke();

  star(ctx, 78, 64, 16, 7);
  ctx.fillStyle = COLOR.accent;
  ctx.fill();
  text(ctx, PRODUCT_NAME.toUpperCase(), 106, 65, { size: 26, weight: 800, color: COLOR.primary, maxWidth: 600 });
  pill(ctx, badge, CARD_WIDTH - 64, 64, COLOR.accent, "right");
}

/** The tagline (capitalised, as it opens the line) and the card's own line, in the card's words. */
function footer(ctx: CardContext, line: string, { t }: ShareWords): void {
  text(ctx, `${t("card.tagline")} · ${line}`, CARD_WIDTH / 2, 592, { size: 22, color: COLOR.muted, align: "center", maxWidth: 1060, minSize: 16 });
}

function statBox(ctx: CardContext, x: number, y: number, w: number, label: string, value: string, color: string): void {
  roundedRect(ctx, x, y, w, 112, 20);
  ctx.fillStyle = "rgba(34, 31, 58, 0.85)";
  ctx.fill();
  ctx.strokeStyle = COLOR.border;
  ctx.lineWidth = 2;
  ctx.stroke();
  text(ctx, label.toUpperCase(), x + w / 2, y + 34, { size: 18, weight: 700, color: COLOR.muted, align: "center" });
  text(ctx, value, x + w / 2, y + 78, { size: 42, weight: 700, family: DISPLAY, color, align: "center", maxWidth: w - 32, minSize: 24 });
}

/**
 * A badge card's layout, shared by the achievement and the weekly badge: the medal, the title, the
 * player, three figures in boxes, an optional note under them and the footer line.
 */
function paintBadge(
  ctx: CardContext,
  card: { badge: string; title: string; username: string; figures: [string, string, string][]; note?: string; footerLine: string },
  words: ShareWords,
): void {
  frame(ctx, card.badge);
  medal(ctx, CARD_WIDTH / 2, 190, 58);
  text(ctx, card.title, CARD_WIDTH / 2, 312, {
    size: 76,
    weight: 700,
    family: DISPLAY,
    color: COLOR.accent,
    align: "center",
    maxWidth: 1060,
    minSize: 40,
  });
  text(ctx, card.username, CARD_WIDTH / 2, 378, { size: 36, weight: 600, color: COLOR.fg, align: "center", maxWidth: 900, minSize: 24 });
  const w = 300;
  const gap = 30;
  const x0 = (CARD_WIDTH - (3 * w + 2 * gap)) / 2;
  card.figures.forEach(([label, value, color], i) => statBox(ctx, x0 + i * (w + gap), 420, w, label, value, color));
  if (card.note) text(ctx, card.note, CARD_WIDTH / 2, 556, { size: 20, color: COLOR.muted, align: "center", maxWidth: 1000 });
  footer(ctx, card.footerLine, words);
}

/** Achievement card: product name, the title, the username, streak / credits / XP and a tagline. */
export function paintAchievementCard(ctx: CardContext, input: AchievementCardInput, words: ShareWords = ENGLISH_SHARE_WORDS): void {
  const { t, locale } = words;
  const { stats } = input;
  paintBadge(
    ctx,
    {
      badge: t("card.achievementBadge"),
      title: achievementTitle(input, words),
      username: input.username,
      figures: [
        [t("card.streak"), formatCount(stats.streak, locale), COLOR.streak],
        [t("card.credits"), formatCredits(stats.credits, locale), COLOR.accent],
        ["XP", formatCount(stats.xp, locale), COLOR.primary],
      ],
      footerLine: t("card.achievementFooter"),
    },
    words,
  );
}

function oraclePanel(ctx: CardContext, oracle: ResultCardOracle, x: number, y: number, w: number, h: number, { t }: ShareWords): void {
  const color = oracle.ai === "ChatGPT" ? COLOR.chatgpt : COLOR.grok;
  roundedRect(ctx, x, y, w, h, 24);
  ctx.fillStyle = oracle.winner ? "rgba(251, 191, 36, 0.08)" : "rgba(21, 19, 39, 0.9)";
  ctx.fill();
  ctx.strokeStyle = oracle.winner ? COLOR.accent : COLOR.border;
  ctx.lineWidth = oracle.winner ? 4 : 2;
  ctx.stroke();

  text(ctx, oracle.name, x + 32, y + 42, { size: 36, weight: 700, family: DISPLAY, color, maxWidth: w - 200, minSize: 24 });
  if (oracle.winner) pill(ctx, t("card.winner"), x + w - 28, y + 42, COLOR.accent, "right");
  text(ctx, t("card.predicted"), x + 32, y + 96, { size: 18, weight: 700, color: COLOR.muted });
  text(ctx, oracle.predictedScore, x + 32, y + 146, { size: 60, weight: 700, family: DISPLAY, color: COLOR.fg, maxWidth: w - 220, minSize: 32 });
  text(ctx, t("card.points"), x + w - 32, y + 96, { size: 18, weight: 700, color: COLOR.muted, align: "right" });
  text(ctx, t("card.pts", { points: oracle.points }), x + w - 32, y + 146, {
    size: 48,
    weight: 700,
    family: DISPLAY,
    color: COLOR.accent,
    align: "right",
  });
}

const BET_COLOR = { won: COLOR.chatgpt, lost: COLOR.lost, void: COLOR.fg, pending: COLOR.muted } as const;

/** Where the result card's lines under the oracle panels sit (their centres), by the reason's line count. */
const RESULT_LAYOUT = {
  0: { winner: 484, reason: 0, reasonSize: 22, bet: 538, betSize: 30 },
  1: { winner: 467, reason: 518, reasonSize: 22, bet: 555, betSize: 30 },
  2: { winner: 470, reason: 506, reasonSize: 20, bet: 564, betSize: 26 },
} as const;

/** Result card: teams, actual score, each oracle's prediction and points, the winner line, the bet. */
export function paintResultCard(ctx: CardContext, model: ResultCardModel, words: ShareWords = ENGLISH_SHARE_WORDS): void {
  const { t } = words;
  frame(ctx, t("card.resultBadge"));

  text(ctx, model.leagueName.toUpperCase(), CARD_WIDTH / 2, 118, {
    size: 20,
    weight: 700,
    color: COLOR.muted,
    align: "center",
    maxWidth: 700,
    minSize: 14,
  });
  text(ctx, model.homeTeam, 470, 186, { size: 40, weight: 700, color: COLOR.fg, align: "right", maxWidth: 400, minSize: 22 });
  text(ctx, model.actualScore, CARD_WIDTH / 2, 188, {
    size: 84,
    weight: 700,
    family: DISPLAY,
    color: COLOR.fg,
    align: "center",
    maxWidth: 220,
    minSize: 40,
  });
  text(ctx, model.awayTeam, 730, 186, { size: 40, weight: 700, color: COLOR.fg, align: "left", maxWidth: 400, minSize: 22 });

  const [left, right] = model.oracles;
  oraclePanel(ctx, left, 64, 250, 520, 190, words);
  oraclePanel(ctx, right, CARD_WIDTH - 64 - 520, 250, 520, 190, words);

  // On equal points the tiebreak's line goes under the winner line, in two lines when it is long (both
  // oracles on 0), and the rest moves to make room.
  const reasonStyle = { size: 22, color: COLOR.fg, align: "center", maxWidth: 1060, minSize: 16 } as const;
  setFont(ctx, 400, reasonStyle.size, SANS);
  const reason = model.reason ? inTwoLines(model.reason, (line) => ctx.measureText(line).width, reasonStyle.maxWidth) : [];
  const layout = RESULT_LAYOUT[reason.length as 0 | 1 | 2];
  text(ctx, winnerLineText(model, words), CARD_WIDTH / 2, layout.winner, {
    size: 40,
    weight: 700,
    family: DISPLAY,
    color: COLOR.accent,
    align: "center",
    maxWidth: 1060,
    minSize: 24,
  });
  reason.forEach((line, i) => text(ctx, line, CARD_WIDTH / 2, layout.reason + i * 26, { ...reasonStyle, size: layout.reasonSize }));
  if (model.bet) {
    text(ctx, betLineText(model.bet, words), CARD_WIDTH / 2, layout.bet, {
      size: layout.betSize,
      weight: 700,
      color: BET_COLOR[model.bet.outcome],
      align: "center",
      maxWidth: 1000,
      minSize: 20,
    });
  }
  footer(ctx, t("card.resultFooter"), words);
}

/** A medal with a star, centred at (cx, cy). */
function medal(ctx: CardContext, cx: number, cy: number, radius: number): void {
  const fill = ctx.createLinearGradient(cx - radius, cy - radius, cx + radius, cy + radius);
  fill.addColorStop(0, "#fde68a");
  fill.addColorStop(1, "#f59e0b");
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  star(ctx, cx, cy + radius * 0.07, radius * 0.62, radius * 0.26);
  ctx.fillStyle = COLOR.ink;
  ctx.fill();
}

/** League table card: the league's name and period, then up to seven lines of the table. */
export function paintLeagueCard(ctx: CardContext, model: LeagueCardModel, words: ShareWords = ENGLISH_SHARE_WORDS): void {
  const { t, locale } = words;
  frame(ctx, t("card.leagueBadge"));
  text(ctx, model.leagueName, CARD_WIDTH / 2, 132, {
    size: 56,
    weight: 700,
    family: DISPLAY,
    color: COLOR.accent,
    align: "center",
    maxWidth: 1000,
    minSize: 30,
  });
  const period = periodOfLabel(model.periodLabel);
  const periodLabel = period ? t(`card.period.${period}`) : model.periodLabel;
  const members = t("card.members", { period: periodLabel, count: model.memberCount, shown: formatCount(model.memberCount, locale) });
  text(ctx, members, CARD_WIDTH / 2, 182, {
    size: 24,
    color: COLOR.muted,
    align: "center",
    maxWidth: 1000,
  });
  const left = 140;
  const right = CARD_WIDTH - 140;
  text(ctx, t("card.points"), right - 150, 226, { size: 16, weight: 700, color: COLOR.muted, align: "right" });
  text(ctx, t("card.exact"), right, 226, { size: 16, weight: 700, color: COLOR.muted, align: "right" });
  model.lines.slice(0, 7).forEach((line, i) => {
    const y = 266 + i * 44;
    if (line.you) {
      roundedRect(ctx, left - 24, y - 20, right - left + 48, 40, 12);
      ctx.fillStyle = "rgba(167, 139, 250, 0.18)";
      ctx.fill();
    }
    const color = line.rank === null ? COLOR.muted : COLOR.fg;
    text(ctx, line.rank === null ? "·" : String(line.rank), left, y, { size: 26, weight: 700, color: line.rank === 1 ? COLOR.accent : COLOR.muted });
    const width = text(ctx, line.rank === null ? t("card.guest", { name: line.name }) : line.name, left + 64, y, {
      size: 28,
      weight: line.you ? 700 : 500,
      color,
      maxWidth: 560,
      minSize: 18,
    });
    if (line.prophet) {
      star(ctx, left + 64 + width + 22, y, 12, 5);
      ctx.fillStyle = COLOR.accent;
      ctx.fill();
    }
    text(ctx, formatCount(line.points, locale), right - 150, y, {
      size: 28,
      weight: 700,
      color: line.rank === null ? COLOR.muted : COLOR.accent,
      align: "right",
    });
    text(ctx, formatCount(line.exact, locale), right, y, { size: 28, color, align: "right" });
  });
  footer(ctx, t("card.leagueFooter"), words);
}

/** Prophet of the Week card: the medal, the title, the player, the league, the week's figures and the week. */
export function paintProphetCard(ctx: CardContext, model: ProphetCardModel, words: ShareWords = ENGLISH_SHARE_WORDS): void {
  const { t, locale } = words;
  paintBadge(
    ctx,
    {
      badge: t("card.prophetBadge"),
      title: t("card.prophetTitle"),
      username: model.username,
      figures: [
        [t("card.league"), model.leagueName, COLOR.primary],
        [t("card.pointsLabel"), formatCount(model.points, locale), COLOR.accent],
        [t("card.exactLabel"), formatCount(model.exact, locale), COLOR.chatgpt],
      ],
      note: model.weekStart ? weekLabel(model.weekStart, words) : model.weekLabel,
      footerLine: t("card.prophetFooter"),
    },
    words,
  );
}

export function paintCard(ctx: CardContext, card: CardSpec, words: ShareWords = ENGLISH_SHARE_WORDS): void {
  switch (card.type) {
    case "achievement":
      return paintAchievementCard(ctx, card.input, words);
    case "result":
      return paintResultCard(ctx, card.model, words);
    case "league":
      return paintLeagueCard(ctx, card.model, words);
    case "prophet":
      return paintProphetCard(ctx, card.model, words);
  }
}

/** Sizes `canvas` to the card at `scale` (backing pixels) and draws the card on it. */
export function drawCard(canvas: HTMLCanvasElement, card: CardSpec, scale = CARD_EXPORT_SCALE, words: ShareWords = ENGLISH_SHARE_WORDS): void {
  canvas.width = CARD_WIDTH * scale;
  canvas.height = CARD_HEIGHT * scale;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas 2D is not available");
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  paintCard(ctx, card, words);
  ctx.restore();
}

/** Rejects with a timeout error when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = "Card image"): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The card as a PNG of (1200×scale)×(630×scale) px on black (docs/rules.md#sharing: scale 2, 15000 ms timeout).
 * Throws (rejects) when the canvas cannot be drawn or encoded in time.
 */
export async function renderCardPng(
  card: CardSpec,
  {
    scale = CARD_EXPORT_SCALE,
    timeoutMs = CARD_IMAGE_TIMEOUT_MS,
    words = ENGLISH_SHARE_WORDS,
  }: { scale?: number; timeoutMs?: number; words?: ShareWords } = {},
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  drawCard(canvas, card, scale, words);
  const encoded = new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The card could not be encoded as PNG"))), "image/png");
  });
  return withTimeout(encoded, timeoutMs);
}
