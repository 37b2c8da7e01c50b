import { createRequire } from "node:module";
import { AI_DISPLAY_NAMES, PRODUCT_NAME } from "../../shared/constants";
import { duelVerdict } from "../../shared/duel-verdict";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import { inTwoLines } from "../../shared/two-lines";
import type { Match } from "../../shared/api/matches";
import { RenderPool } from "./render-pool";
import { shareWordsIn, shownCount, type ShareWords } from "./share-words";

// Share cards rendered on the server (docs/rules.md#sharing): an SVG drawn from data the server already has,
// rasterised to a 1200×630 PNG with the Inter font shipped in node_modules, in worker threads
// (png-render-worker.mjs) so the event loop never waits on a render. Nothing is fetched. Each is drawn in
// the language its link carries (share-words.ts), English by default.

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
];
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function frame(body: string, { t }: ShareWords): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a1033"/><stop offset="1" stop-color="#0b0b14"/></linearGradient></defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="28" fill="none" stroke="#a78bfa" stroke-opacity="0.5" stroke-width="3"/>
  <text x="72" y="104" font-family="Inter" font-weight="700" font-size="40" fill="#a78bfa">${escape(PRODUCT_NAME)}</text>
  <text x="72" y="146" font-family="Inter" font-size="24" fill="#aaa5c9">${escape(t("card.tagline"))}</text>
  ${body}
</svg>`;
}

/** Worker threads that rasterise these cards (render-pool.ts): `workers` at once, `maxQueued` waiting. */
export function cardRenderPool(size: { workers: number; maxQueued: number }): RenderPool {
  // Beside this file, read as it is by tsx, vitest and node alike; scripts/build-server.mjs copies it
  // beside the bundle, where the same URL finds it.
  const workerUrl = new URL("./png-render-worker.mjs", import.meta.url);
  return new RenderPool({ ...size, workerUrl, workerData: { fontFiles: FONT_FILES } });
}

/** The title's font size: 56, smaller for long fixtures so they fit the card (Inter bold runs about 0.6 em a character). */
function titleSize(title: string): number {
  return Math.max(28, Math.min(56, Math.floor((CARD_WIDTH - 144) / (0.6 * title.length))));
}

/** Characters of the reason's 20 px Inter that fit across the card (about 0.55 em each; resvg does not wrap). */
const REASON_CHARS = Math.floor((CARD_WIDTH - 144) / (0.55 * 20));

/** A match's card: the fixture and both prophecies before the end; the result and points after. */
export function matchCardSvg(match: Match, locale: Locale = DEFAULT_LOCALE): string {
  const words = shareWordsIn(locale);
  const { t } = words;
  const title = t("card.title", { home: match.homeTeam, away: match.awayTeam });
  const finished = match.status === "completed" && match.actualScore;
  const lines = match.predictions.map((p, i) => {
    const x = 72 + i * 540;
    const colour = p.aiName === "ChatGPT" ? "#34d399" : "#f472b6";
    const detail = finished
      ? t("card.pts", { points: shownCount(p.points ?? 0, locale) })
      : t("card.sure", { confidence: shownCount(p.confidence, locale) });
    return `<text x="${x}" y="430" font-family="Inter" font-weight="700" font-size="34" fill="${colour}">${escape(AI_DISPLAY_NAMES[p.aiName])}</text>
      <text x="${x}" y="500" font-family="Inter" font-weight="700" font-size="64" fill="#f3f0ff">${escape(p.predictedScore)}</text>
      <text x="${x + 170}" y="500" font-family="Inter" font-size="30" fill="#aaa5c9">${escape(detail)}</text>`;
  });
  let headline = t("card.sealed", { league: match.leagueName });
  let reason: string[] = [];
  if (finished) {
    const verdict = duelVerdict(match, match.predictions, locale === DEFAULT_LOCALE ? undefined : words);
    const winner = verdict?.winner ?? "tie";
    // The result screen's headline, word for word, so the image says what the page says.
    const score = match.actualScore;
    headline = winner === "tie" ? t("card.finalTie", { score }) : t("card.finalWinner", { score, oracle: AI_DISPLAY_NAMES[winner] });
    if (verdict?.reason && winner !== "tie") reason = inTwoLines(verdict.reason, (line) => line.length, REASON_CHARS);
  }
  const reasonLines = reason.map(
    (line, i) => `<text x="72" y="${358 + i * 25}" font-family="Inter" font-size="20" fill="#f3f0ff">${escape(line)}</text>`,
  );
  return frame(
    `
  <text x="72" y="250" font-family="Inter" font-weight="700" font-size="${titleSize(title)}" fill="#f3f0ff">${escape(title)}</text>
  <text x="72" y="320" font-family="Inter" font-size="34" fill="#fbbf24">${escape(headline)}</text>
  ${reasonLines.join("\n")}
  ${lines.join("\n")}
  <text x="72" y="580" font-family="Inter" font-size="24" fill="#aaa5c9">${escape(t("card.footer"))}</text>`,
    words,
  );
}

export interface PlayerCard {
  username: string;
  title: string;
  streak: number;
  xp: number;
}

/** A player's public achievement card: the title of their best achievement (already in `locale`) and their figures. */
export function playerCardSvg(player: PlayerCard, locale: Locale = DEFAULT_LOCALE): string {
  const words = shareWordsIn(locale);
  const { t } = words;
  const figures = t("card.player", { streak: shownCount(player.streak, locale), xp: shownCount(player.xp, locale) });
  return frame(
    `
  <text x="72" y="270" font-family="Inter" font-weight="700" font-size="72" fill="#fbbf24">${escape(player.title)}</text>
  <text x="72" y="350" font-family="Inter" font-weight="700" font-size="44" fill="#f3f0ff">${escape(player.username)}</text>
  <text x="72" y="470" font-family="Inter" font-size="36" fill="#aaa5c9">${escape(figures)}</text>
  <text x="72" y="580" font-family="Inter" font-size="24" fill="#aaa5c9">${escape(t("card.footer"))}</text>`,
    words,
  );
}
