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
      image: "/og/match/1.png",
      verdict: null,
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

    it("gives a match's page the teams, its card image, and the final score and the duel's verdict once it is finished", async () => {
      const { app } = ctx();
      const completed = matches.find((m) => m.status === "completed" && m.actualScore)!;
      const upcoming = matches.find((m) => m.status === "upcoming")!;
      const page = (await app.inject({ url: `/match/${completed.id}` })).body;
      const finished = linkIn(page);
      expect(finished).toMatchObject({
        kind: "match",
        path: `/match/${completed.id}`,
        homeTeam: completed.homeTeam,
        awayTeam: completed.awayTeam,
        finalScore: completed.actualScore,
        image: `/og/match/${completed.id}.png`,
      });
      // The same image the preview shows, on this site.
      expect(page).toContain(`<meta property="og:image" content="https://prophecy.example/og/match/${completed.id}.png" />`);
      // Who won and how, and never the calls themselves.
      const verdict = finished?.kind === "match" ? finished.verdict : null;
      expect(verdict).toMatch(/^(El Divino|O Eterno) won the duel on (points: \d+ points? to \d+|the tiebreak: both on .+)\.$|^It's a tie: /);
      for (const p of completed.predictions) expect(verdict).not.toContain(`says ${p.predictedScore}`);
      expect(linkIn((await app.inject({ url: `/match/${upcoming.id}?utm_source=share` })).body)).toEqual({
        kind: "match",
        path: `/match/${upcoming.id}`,
        homeTeam: upcoming.homeTeam,
        awayTeam: upcoming.awayTeam,
        finalScore: null,
        image: `/og/match/${upcoming.id}.png`,
        verdict: null,
      });
      // A live match's running score is for players: the card says only who is playing.
      const live = matches.find((m) => m.status === "live");
      if (live) expect(linkIn((await app.inject({ url: `/match/${live.id}` })).body)).toMatchObject({ finalScore: null, verdict: null });
      // No such match, no line.
      expect(linkIn((await app.inject({ url: "/match/999999" })).body)).toBeUndefined();
      expect(linkIn((await app.inject({ url: "/match/abc" })).body)).toBeUndefined();
    });

    it("gives a public card's page the player's name only, and a private card's page nothing", async () => {
      const { app } = ctx();
      const shown = await signUp(app, { username: "line_fan" });
      const page = (await app.inject({ url: "/u/LINE_FAN" })).body;
      expect(linkIn(page)).toEqual({
        kind: "player",
        path: "/u/LINE_FAN",
        username: "line_fan",
        image: "/og/u/line_fan.png",
        achievement: "10K Credits Earned!",
      });
      // The achievement's title, as the public card shows it; no figure of the account, no e-mail.
      expect(ELEMENT.exec(page)?.[1]).not.toMatch(/"(credits|streak|xp|email)"|@/i);

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
