import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AI_DISPLAY_NAMES, PRODUCT_NAME, REFERRAL_JOIN_BONUS } from "../../shared/constants";
import { duelOutcomeLine } from "../../shared/duel-verdict";
import { formatCredits } from "../../shared/i18n/format";
import { DEFAULT_LOCALE, SHARED_LINK_LANG, type Locale } from "../../shared/i18n/locales";
import { linkLocale, pageLocale } from "../platform/i18n/request-locale";
import type { Config } from "../platform/config";
import type { Db } from "../platform/db/client";
import { shareEndpoints } from "../../shared/api/share";
import { parseMatchId } from "../../shared/match-id";
import { notFound } from "../platform/http/errors";
import { contractApp, declared } from "../platform/http/route";
import type { SpaPages } from "../platform/http/spa";
import { getMatch } from "../matches/match-view";
import { matchesEtag } from "../platform/http/etag";
import { CardImages } from "./card-images";
import { cardRenderPool, matchCardSvg, playerCardSvg } from "./og-card";
import { cardIn, publicPlayer } from "./public-card.service";
import { shareWordsIn } from "./share-words";
import { visitorLinkTag } from "./visitor-link";
import { RenderQueueFullError, type PngRenderer } from "./render-pool";

const usernameParam = z.object({ username: z.string().regex(/^[A-Za-z0-9_-]{3,20}$/, "No such player") });
/** Rendered cards kept in memory: ~90 KB each, so a few hundred distinct cards. */
const CARD_CACHE_BYTES = 32 * 1024 * 1024;
/** Image requests per network a minute, both kinds together: a page's preview needs one. */
const IMAGES_PER_MINUTE = 60;

interface Meta {
  title: string;
  description: string;
  image: string;
  url: string;
}

/** The path the visitor asked for, as their browser's location will show it. */
const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "/";

/** A card image's path in a language: English's is the path it always was, another's adds `?lang=`. */
const inLanguage = (path: string, locale: Locale) => (locale === DEFAULT_LOCALE ? path : `${path}?${SHARED_LINK_LANG}=${locale}`);

const escapeAttr = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Open Graph and Twitter card tags for a page's <head>. */
function cardTags(meta: Meta): string {
  return [
    ["og:type", "website"],
    ["og:site_name", PRODUCT_NAME],
    ["og:title", meta.title],
    ["og:description", meta.description],
    ["og:url", meta.url],
    ["og:image", meta.image],
    ["og:image:width", "1200"],
    ["og:image:height", "630"],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeAttr(content!)}" />`)
    .concat(
      [
        ["twitter:card", "summary_large_image"],
        ["twitter:title", meta.title],
        ["twitter:description", meta.description],
        ["twitter:image", meta.image],
      ].map(([name, content]) => `<meta name="${name}" content="${escapeAttr(content!)}" />`),
    )
    .join("\n    ");
}

/**
 * Share pages for anyone, signed in or not (docs/rules.md#sharing): /match/{id} and /u/{username} answer with
 * the SPA plus card tags whose image is rendered here; the images are public and cached briefly.
 * A link's `lang` (the sharer's language) sets the preview's words and image; the landing's block and
 * the card it shows come in the page's own language (docs/rules.md#languages).
 */
export function shareRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; pages: SpaPages; rateLimits: boolean; renderer?: PngRenderer | undefined },
): void {
  const { db, config, pages } = deps;
  const images = new CardImages(deps.renderer ?? cardRenderPool(config.ogRender), CARD_CACHE_BYTES);
  app.addHook("onClose", () => images.close());
  // One quota for both image routes (a route's own rateLimit config would count each apart).
  const imageLimit = deps.rateLimits ? { onRequest: app.rateLimit({ max: IMAGES_PER_MINUTE, timeWindow: "1 minute" }) } : {};

  /**
   * A card as PNG, tagged with its SVG's hash: a crawler revalidating gets 304 without a render, a
   * card seen before comes from the cache, and a new one waits for a worker, or gets 503 when the
   * render queue is full.
   */
  async function sendCard(request: FastifyRequest, reply: FastifyReply, svg: string) {
    const etag = images.etagOf(svg);
    if (matchesEtag(request.headers["if-none-match"], etag)) {
      return reply.status(304).header("etag", etag).header("cache-control", "public, max-age=300").send();
    }
    let png: Buffer;
    try {
      png = await images.png(svg);
    } catch (error) {
      if (!(error instanceof RenderQueueFullError)) throw error;
      return reply.status(503).header("retry-after", "5").send({ message: error.message });
    }
    return reply.type("image/png").header("etag", etag).header("cache-control", "public, max-age=300").send(png);
  }

  app.get("/match/:id", async (request, reply) => {
    const id = parseMatchId((request.params as { id?: string }).id);
    const match = id === null ? undefined : await getMatch(db, id);
    if (!match) return pages.send(request, reply);
    const [a, b] = match.predictions;
    // The preview in the link's language (a crawler has no cookie to choose another); the page in the visitor's.
    const shared = linkLocale(request) ?? DEFAULT_LOCALE;
    const page = pageLocale(request);
    const { t } = shareWordsIn(shared);
    const image = `/og/match/${match.id}.png`;
    const description =
      match.status === "completed" && match.actualScore
        ? t("meta.matchFinal", { score: match.actualScore, divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok })
        : a && b
          ? t("meta.matchCalls", { a: AI_DISPLAY_NAMES[a.aiName], aScore: a.predictedScore, b: AI_DISPLAY_NAMES[b.aiName], bScore: b.predictedScore })
          : t("meta.matchGeneric");
    const tags = cardTags({
      title: t("meta.matchTitle", { home: match.homeTeam, away: match.awayTeam, product: PRODUCT_NAME }),
      description,
      image: `${config.publicUrl}${inLanguage(image, shared)}`,
      url: `${config.publicUrl}${inLanguage(`/match/${match.id}`, shared)}`,
    });
    // The visitor's landing block: the teams, the card the preview shows and, once finished, the final
    // score and who won the duel and how, as the card itself tells it (docs/rules.md#page-landing).
    const finished = match.status === "completed" && match.actualScore !== null;
    const link = visitorLinkTag({
      kind: "match",
      path: pathOf(request),
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      finalScore: finished ? match.actualScore : null,
      image: inLanguage(image, page),
      verdict: finished ? duelOutcomeLine(match, match.predictions, page === DEFAULT_LOCALE ? undefined : shareWordsIn(page)) : null,
    });
    return pages.send(request, reply, `${tags}\n    ${link}`);
  });

  app.get("/u/:username", async (request, reply) => {
    const parsed = usernameParam.safeParse(request.params);
    const shared = linkLocale(request) ?? DEFAULT_LOCALE;
    const page = pageLocale(request);
    const player = parsed.success ? await publicPlayer(db, parsed.data.username) : undefined;
    if (!player) return pages.send(request, reply);
    const card = cardIn(player, shared);
    const { t } = shareWordsIn(shared);
    const image = `/og/u/${encodeURIComponent(card.username)}.png`;
    const tags = cardTags({
      title: t("meta.playerTitle", { username: card.username, title: card.title, product: PRODUCT_NAME }),
      description: t("meta.playerDescription", {
        username: card.username,
        product: PRODUCT_NAME,
        credits: formatCredits(REFERRAL_JOIN_BONUS, shared),
      }),
      image: `${config.publicUrl}${inLanguage(image, shared)}`,
      url: `${config.publicUrl}${inLanguage(`/u/${encodeURIComponent(card.username)}`, shared)}`,
    });
    // Only a public card gets here: a private one's page says nothing, the line included.
    const achievement = cardIn(player, page).title;
    const link = visitorLinkTag({ kind: "player", path: pathOf(request), username: card.username, image: inLanguage(image, page), achievement });
    return pages.send(request, reply, `${tags}\n    ${link}`);
  });

  const api = contractApp(app);
  api.route({
    ...declared(shareEndpoints.matchImage),
    ...imageLimit,
    handler: async (request, reply) => {
      const id = parseMatchId(request.params.file.slice(0, -".png".length));
      const match = id === null ? undefined : await getMatch(db, id);
      if (!match) throw notFound("Match not found");
      return sendCard(request, reply, matchCardSvg(match, linkLocale(request) ?? DEFAULT_LOCALE));
    },
  });

  api.route({
    ...declared(shareEndpoints.playerImage),
    ...imageLimit,
    handler: async (request, reply) => {
      const locale = linkLocale(request) ?? DEFAULT_LOCALE;
      const player = await publicPlayer(db, request.params.file.slice(0, -".png".length));
      if (!player) throw notFound("No such player");
      return sendCard(request, reply, playerCardSvg(cardIn(player, locale), locale));
    },
  });
}
