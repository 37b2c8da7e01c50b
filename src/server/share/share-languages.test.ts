import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { parseVisitorLink, VISITOR_LINK_ELEMENT_ID } from "../../shared/visitor-link";
import { describeEachDatabase, signUp } from "../testing/harness";

// A shared link in its sharer's language (docs/decisions.md#languages): `?lang=de` gives the preview's
// tags and the card image in German, the page too unless the visitor chose a language; anything that is
// not one of the game's languages is ignored, and English stays what it always was.

const clientDir = mkdtempSync(path.join(tmpdir(), "pl-share-lang-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>The Prophecy League</title></head><body><div id=root></div></body></html>'.padEnd(1500, " "),
);

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const pageLang = (html: string) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];
const ELEMENT = new RegExp(`<script type="application/json" id="${VISITOR_LINK_ELEMENT_ID}">([^<]*)</script>`);
const linkIn = (html: string) => parseVisitorLink(JSON.parse(ELEMENT.exec(html)?.[1] ?? "null"));
const isPng = (body: Buffer) => body.subarray(1, 4).toString() === "PNG";

describeEachDatabase(
  "a shared link in its sharer's language",
  (ctx) => {
    let completed: Match;
    let upcoming: Match;
    const username = "sprach_fan";
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const player = await signUp(app, { username });
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
      completed = all.find((m) => m.status === "completed" && m.actualScore)!;
      upcoming = all.find((m) => m.status === "upcoming" && m.predictions.length === 2)!;
    });

    it("gives a match link with lang=de a German preview, pointing at the German card, and a German page", async () => {
      const { app } = ctx();
      const page = await app.inject({ url: `/match/${completed.id}?lang=de`, headers: { "accept-language": "en-GB,en;q=0.9" } });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(pageLang(html)).toBe("de");
      expect(meta(html, "og:title")).toBe(`${completed.homeTeam} – ${completed.awayTeam} · The Prophecy League`);
      expect(meta(html, "og:description")).toMatch(
        new RegExp(`^Endstand ${completed.actualScore}\\. Sieh dir an, wie El Divino und O Eterno getippt haben\\.$`),
      );
      expect(meta(html, "og:image")).toBe(`https://prophecy.example/og/match/${completed.id}.png?lang=de`);
      expect(meta(html, "twitter:image")).toBe(`https://prophecy.example/og/match/${completed.id}.png?lang=de`);
      expect(meta(html, "og:url")).toBe(`https://prophecy.example/match/${completed.id}?lang=de`);
      // The landing's block: the German card, and who won the duel in German.
      const link = linkIn(html);
      expect(link).toMatchObject({ kind: "match", image: `/og/match/${completed.id}.png?lang=de` });
      expect(link?.kind === "match" && link.verdict).toMatch(/gewann das Duell|Unentschieden/);

      const before = (await app.inject({ url: `/match/${upcoming.id}?lang=de` })).body;
      expect(meta(before, "og:description")).toMatch(/ sagt .*, .* sagt .*\. Setz auf das Orakel, das klarer sieht\.$/);
    });

    it("draws the German card: a PNG of other bytes and another ETag than the English one", async () => {
      const { app } = ctx();
      const english = await app.inject({ url: `/og/match/${completed.id}.png` });
      const german = await app.inject({ url: `/og/match/${completed.id}.png?lang=de` });
      expect(german.statusCode).toBe(200);
      expect(german.headers["content-type"]).toBe("image/png");
      expect(isPng(german.rawPayload)).toBe(true);
      expect(german.headers.etag).not.toBe(english.headers.etag);
      expect(german.rawPayload.equals(english.rawPayload)).toBe(false);
      // Revalidated in its own language: the German tag is not the English card's.
      expect(
        (await app.inject({ url: `/og/match/${completed.id}.png?lang=de`, headers: { "if-none-match": german.headers.etag as string } })).statusCode,
      ).toBe(304);
      expect(
        (await app.inject({ url: `/og/match/${completed.id}.png`, headers: { "if-none-match": german.headers.etag as string } })).statusCode,
      ).toBe(200);
    });

    it("ignores a lang that is not one of the game's: the page, its preview and the card are English, as without it", async () => {
      const { app } = ctx();
      const plain = await app.inject({ url: `/match/${completed.id}` });
      const englishImage = await app.inject({ url: `/og/match/${completed.id}.png` });
      for (const lang of ["xx", "DE", "", "de-DE", "en", "%3Cscript%3E", "de&lang=es"]) {
        const page = await app.inject({ url: `/match/${completed.id}?lang=${lang}` });
        expect(page.statusCode, lang).toBe(200);
        expect(pageLang(page.body), lang).toBe("en");
        expect(meta(page.body, "og:title"), lang).toBe(meta(plain.body, "og:title"));
        expect(meta(page.body, "og:description"), lang).toBe(meta(plain.body, "og:description"));
        expect(meta(page.body, "og:image"), lang).toBe(`https://prophecy.example/og/match/${completed.id}.png`);
        const image = await app.inject({ url: `/og/match/${completed.id}.png?lang=${lang}` });
        expect(image.statusCode, lang).toBe(200);
        expect(image.headers.etag, lang).toBe(englishImage.headers.etag);
      }
    });

    it("keeps a visitor's own choice over the link's language; the preview stays in the link's", async () => {
      const { app } = ctx();
      const page = await app.inject({ url: `/match/${completed.id}?lang=de`, headers: { cookie: "lang=es" } });
      expect(pageLang(page.body)).toBe("es");
      expect(meta(page.body, "og:description")).toMatch(/^Endstand /);
      expect(linkIn(page.body)).toMatchObject({ image: `/og/match/${completed.id}.png?lang=es` });
      // Without a choice of their own, the link's language wins over the browser's.
      const browser = await app.inject({ url: `/match/${completed.id}?lang=pt-BR`, headers: { "accept-language": "es-ES,es;q=0.9" } });
      expect(pageLang(browser.body)).toBe("pt-BR");
      // And a link without one leaves the browser to choose, as before.
      expect(pageLang((await app.inject({ url: `/match/${completed.id}`, headers: { "accept-language": "es" } })).body)).toBe("es");
    });

    it("keeps the link's language for the browser session, so the sign-in page and a new account go on in it", async () => {
      const { app } = ctx();
      const english = { "accept-language": "en-US,en;q=0.9" };
      const page = await app.inject({ url: `/match/${completed.id}?lang=de`, headers: english });
      const kept = page.cookies.find((c) => c.name === "link_lang");
      expect(kept).toMatchObject({ value: "de", path: "/", httpOnly: true, sameSite: "Lax" });
      expect(kept?.maxAge ?? kept?.expires).toBeUndefined();
      const cookie = "link_lang=de";
      expect(pageLang((await app.inject({ url: "/api/login", headers: { ...english, cookie } })).body)).toBe("de");
      const signup = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: { ...english, cookie },
        payload: { email: "freund@example.com", username: "freund_de", password: "a-long-password-1" },
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json()).toMatchObject({ locale: "de" });
      // Another link brings another language; a visitor's own choice is never overwritten, nor kept twice.
      expect((await app.inject({ url: `/match/${completed.id}?lang=es`, headers: { cookie } })).cookies).toEqual([
        expect.objectContaining({ name: "link_lang", value: "es" }),
      ]);
      expect((await app.inject({ url: `/match/${completed.id}?lang=de`, headers: { cookie } })).cookies).toEqual([]);
      expect((await app.inject({ url: `/match/${completed.id}?lang=de`, headers: { cookie: "lang=en" } })).cookies).toEqual([]);
      expect((await app.inject({ url: `/match/${completed.id}?lang=xx` })).cookies).toEqual([]);
    });

    it("gives a player's link with lang=de the German title, description and card", async () => {
      const { app } = ctx();
      const html = (await app.inject({ url: `/u/${username}?ref=ABCDEF&lang=de` })).body;
      expect(meta(html, "og:title")).toBe(`${username}: 10K Credits verdient! · The Prophecy League`);
      expect(meta(html, "og:description")).toBe(
        `${username} setzt in The Prophecy League auf die KI-Orakel. Tritt über diesen Link bei und ihr bekommt beide ₡5.000.`,
      );
      expect(meta(html, "og:image")).toBe(`https://prophecy.example/og/u/${username}.png?lang=de`);
      expect(linkIn(html)).toMatchObject({ kind: "player", achievement: "10K Credits verdient!", image: `/og/u/${username}.png?lang=de` });
      const pt = (await app.inject({ url: `/u/${username}?lang=pt-BR` })).body;
      expect(meta(pt, "og:title")).toBe(`${username}: 10 mil créditos conquistados! · The Prophecy League`);

      const english = await app.inject({ url: `/og/u/${username}.png` });
      const german = await app.inject({ url: `/og/u/${username}.png?lang=de` });
      expect(german.statusCode).toBe(200);
      expect(isPng(german.rawPayload)).toBe(true);
      expect(german.headers.etag).not.toBe(english.headers.etag);
    });

    it("keeps English what it was: no lang on the image, the same title and description", async () => {
      const html = (await ctx().app.inject({ url: `/u/${username}` })).body;
      expect(meta(html, "og:title")).toBe(`${username}: 10K Credits Earned! · The Prophecy League`);
      expect(meta(html, "og:description")).toBe(
        `${username} backs the AI oracles on The Prophecy League. Join with their link and you both get ₡5,000.`,
      );
      expect(meta(html, "og:image")).toBe(`https://prophecy.example/og/u/${username}.png`);
    });

    it("refuses bad image requests in any language with a clear status and message", async () => {
      const { app } = ctx();
      for (const [url, status] of [
        ["/og/match/999999.png?lang=de", 404],
        ["/og/match/abc.png?lang=de", 400],
        ["/og/u/nobody_here.png?lang=pt-BR", 404],
        ["/og/u/%3Cscript%3E.png?lang=es", 400],
      ] as const) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(status);
        expect(typeof response.json().message, url).toBe("string");
      }
      // An unknown match's link in German is the plain page, in German, without a preview.
      const unknown = await app.inject({ url: "/match/999999?lang=de" });
      expect(unknown.statusCode).toBe(200);
      expect(pageLang(unknown.body)).toBe("de");
      expect(meta(unknown.body, "og:image")).toBeUndefined();
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60" }, app: { clientDir } },
);
