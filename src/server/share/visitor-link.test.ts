import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { parseVisitorLink, VISITOR_LINK_ELEMENT_ID } from "../../shared/visitor-link";
import { describeEachDatabase, signUp } from "../testing/harness";
import { visitorLinkTag } from "./visitor-link";

const clientDir = mkdtempSync(path.join(tmpdir(), "pl-visitor-link-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>t</title></head><body><div id=root></div></body></html>',
);

const ELEMENT = new RegExp(`<script type="application/json" id="${VISITOR_LINK_ELEMENT_ID}">([^<]*)</script>`);
/** The line's data as the landing reads it from the page, or undefined when the page carries none. */
const linkIn = (html: string) => {
  const json = ELEMENT.exec(html)?.[1];
  return json === undefined ? undefined : parseVisitorLink(JSON.parse(json));
};

describe("the visitor link element", () => {
  it("cannot be ended or broken out of by a name", () => {
    const tag = visitorLinkTag({
      kind: "match",
      path: "/match/1",
      homeTeam: "</script><script>alert(1)</script>",
      awayTeam: "B\u2028C",
      finalScore: null,
    });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toContain("\u2028");
    expect(linkIn(tag)).toMatchObject({ homeTeam: "</script><script>alert(1)</script>", awayTeam: "B\u2028C" });
  });
});

describeEachDatabase(
  "what a shared link's page tells a visitor",
  (ctx) => {
    let matches: Match[] = [];
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const player = await signUp(app);
      matches = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
    });

    it("gives a match's page the teams, and the final score once it is finished, as the card tags do", async () => {
      const { app } = ctx();
      const completed = matches.find((m) => m.status === "completed" && m.actualScore)!;
      const upcoming = matches.find((m) => m.status === "upcoming")!;
      expect(linkIn((await app.inject({ url: `/match/${completed.id}` })).body)).toEqual({
        kind: "match",
        path: `/match/${completed.id}`,
        homeTeam: completed.homeTeam,
        awayTeam: completed.awayTeam,
        finalScore: completed.actualScore,
      });
      expect(linkIn((await app.inject({ url: `/match/${upcoming.id}?utm_source=share` })).body)).toEqual({
        kind: "match",
        path: `/match/${upcoming.id}`,
        homeTeam: upcoming.homeTeam,
        awayTeam: upcoming.awayTeam,
        finalScore: null,
      });
      // A live match's running score is for players: the card says only who is playing.
      const live = matches.find((m) => m.status === "live");
      if (live) expect(linkIn((await app.inject({ url: `/match/${live.id}` })).body)).toMatchObject({ finalScore: null });
      // No such match, no line.
      expect(linkIn((await app.inject({ url: "/match/999999" })).body)).toBeUndefined();
      expect(linkIn((await app.inject({ url: "/match/abc" })).body)).toBeUndefined();
    });

    it("gives a public card's page the player's name only, and a private card's page nothing", async () => {
      const { app } = ctx();
      const shown = await signUp(app, { username: "line_fan" });
      const page = (await app.inject({ url: "/u/LINE_FAN" })).body;
      expect(linkIn(page)).toEqual({ kind: "player", path: "/u/LINE_FAN", username: "line_fan" });
      expect(ELEMENT.exec(page)?.[1]).not.toMatch(/credits|streak|xp|@/i);

      const turn = (publicCard: boolean) =>
        app.inject({ method: "PATCH", url: "/api/auth/user/settings", headers: { cookie: shown.cookie }, payload: { publicCard } });
      expect((await turn(false)).statusCode).toBe(200);
      const hidden = (await app.inject({ url: "/u/line_fan" })).body;
      expect(linkIn(hidden)).toBeUndefined();
      expect(hidden).not.toContain("line_fan");
      expect(hidden).toBe((await app.inject({ url: "/u/nobody_here" })).body);
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60" }, app: { clientDir } },
);
