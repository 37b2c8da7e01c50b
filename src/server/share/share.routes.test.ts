import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { describeEachDatabase, signUp } from "../testing/harness";

const clientDir = mkdtempSync(path.join(tmpdir(), "pl-client-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>The Prophecy League</title></head><body><div id=root></div></body></html>'.padEnd(1500, " "),
);

const pngSize = (body: Buffer) => ({ png: body.subarray(1, 4).toString() === "PNG", width: body.readUInt32BE(16), height: body.readUInt32BE(20) });
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describeEachDatabase(
  "share pages and cards",
  (ctx) => {
    let completed: Match;
    let username = "";
    let playerCookie = "";
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const player = await signUp(app, { username: "oracle_fan" });
      username = "oracle_fan";
      playerCookie = player.cookie;
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
      completed = all.find((m) => m.status === "completed")!;
    });

    it("answers a plain request for a match page with card tags and the SPA", async () => {
      const response = await ctx().app.inject({ url: `/match/${completed.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
      expect(meta(response.body, "og:image")).toBe(`https://prophecy.example/og/match/${completed.id}.png`);
      expect(meta(response.body, "twitter:card")).toBe("summary_large_image");
      expect(meta(response.body, "og:title")).toContain(`${completed.homeTeam} vs ${completed.awayTeam}`);
      expect(meta(response.body, "og:description")).toContain(completed.actualScore!);
    });

    it("gives a signed-in player's match page the same head start as any other page, compressed", async () => {
      const response = await ctx().app.inject({
        url: `/match/${completed.id}`,
        headers: { cookie: playerCookie, "accept-encoding": "gzip, br" },
      });
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toMatch(/cookie/);
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain("<html data-session ");
      expect(meta(html, "og:image")).toBe(`https://prophecy.example/og/match/${completed.id}.png`);
    });

    it("renders the match card as a 1200×630 PNG from stored data", async () => {
      const response = await ctx().app.inject({ url: `/og/match/${completed.id}.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(pngSize(response.rawPayload)).toEqual({ png: true, width: 1200, height: 630 });
    });

    it("serves a player's public achievement page and card", async () => {
      const { app } = ctx();
      const page = await app.inject({ url: `/u/${username}` });
      expect(meta(page.body, "og:image")).toBe(`https://prophecy.example/og/u/${username}.png`);
      expect(meta(page.body, "og:title")).toContain("10K Credits Earned!");
      expect(page.body).not.toContain("@example.com");
      const image = await app.inject({ url: `/og/u/${username.toUpperCase()}.png` });
      expect(pngSize(image.rawPayload)).toEqual({ png: true, width: 1200, height: 630 });
    });

    it("shows strangers nothing of a player whose public card is off: the page is the unknown player's", async () => {
      const { app } = ctx();
      const shy = await signUp(app, { username: "quiet_fan" });
      const turn = (publicCard: boolean) =>
        app.inject({ method: "PATCH", url: "/api/auth/user/settings", headers: { cookie: shy.cookie }, payload: { publicCard } });
      expect((await turn(false)).json()).toMatchObject({ username: "quiet_fan", publicCard: false });
      const page = await app.inject({ url: "/u/quiet_fan" });
      const unknown = await app.inject({ url: "/u/nobody_here" });
      expect(page.statusCode).toBe(200);
      // The review's finding: signed-out visitors read the balance bracket ("10K Credits Earned!").
      expect(page.body).not.toContain("Credits Earned");
      expect(page.body).not.toContain("quiet_fan");
      expect(meta(page.body, "og:image")).toBeUndefined();
      expect(page.body).toBe(unknown.body);
      const image = await app.inject({ url: "/og/u/quiet_fan.png" });
      expect(image.statusCode).toBe(404);
      expect(image.json()).toEqual((await app.inject({ url: "/og/u/nobody_here.png" })).json());
      // Back on, the card shows again.
      await turn(true);
      expect(meta((await app.inject({ url: "/u/quiet_fan" })).body, "og:title")).toContain("quiet_fan");
      expect((await app.inject({ url: "/og/u/quiet_fan.png" })).statusCode).toBe(200);
    });

    it("falls back to the plain SPA for unknown pages and refuses bad image requests", async () => {
      const { app } = ctx();
      const unknown = await app.inject({ url: "/match/999999" });
      expect(unknown.statusCode).toBe(200);
      expect(meta(unknown.body, "og:image")).toBeUndefined();
      expect((await app.inject({ url: "/u/nobody_here" })).statusCode).toBe(200);
      for (const [url, status] of [
        ["/og/match/999999.png", 404],
        ["/og/match/9999999999.png", 404],
        ["/og/match/abc.png", 400],
        ["/og/match/1.jpg", 400],
        ["/og/u/nobody_here.png", 404],
        ["/og/u/%3Cscript%3E.png", 400],
      ] as const) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(status);
        expect(typeof response.json().message).toBe("string");
      }
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60" }, app: { clientDir } },
);
