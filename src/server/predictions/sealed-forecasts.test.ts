import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import WebSocket from "ws";
import type { Match, PredictionLogPage } from "../../shared/api/matches";
import { commitForecast } from "../../shared/sealed-forecast";
import { matches, predictions } from "../platform/db/schema";
import { describeEachDatabase, listenForSockets, signUp } from "../testing/harness";
import { miniClient } from "../testing/mini-client";
import { frameText } from "../live/ws-text";

// docs/rules.md#sealing: a prediction's score grid stays sealed until its match kicks off. Every reply a player,
// a visitor or a socket can get is read whole and searched for any sealed forecast's salt or grid.

const START = new Date("2025-03-01T12:00:10Z");
// Signed-in match pages are rendered on the server with their data: a built client to render into.
const { clientDir, remove } = miniClient();
afterAll(remove);

interface Sealed {
  matchId: number;
  kickoff: Date;
  salt: string;
  grid: string;
}

describeEachDatabase(
  "sealed forecasts",
  (ctx) => {
    let cookie = "";
    let base = "";
    let sealed: Sealed[] = [];

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const { app, database } = ctx();
      await app.game.sync.runOnce();
      cookie = (await signUp(app)).cookie;
      base = await listenForSockets(app);
      const rows = await database.db
        .select({
          matchId: predictions.matchId,
          kickoff: matches.matchDate,
          salt: predictions.forecastSalt,
          grid: predictions.scoreGrid,
        })
        .from(predictions)
        .innerJoin(matches, eq(matches.id, predictions.matchId))
        .where(and(gt(matches.matchDate, new Date())));
      sealed = rows.map((r) => ({
        matchId: r.matchId!,
        kickoff: r.kickoff,
        salt: r.salt!,
        grid: JSON.stringify(r.grid),
      }));
    });
    afterAll(() => vi.useRealTimers());

    const text = async (url: string, headers: Record<string, string> = {}) => {
      const response = await ctx().app.inject({
        url,
        headers: { cookie, ...headers },
      });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };

    const wholeLog = async (): Promise<PredictionLogPage["entries"]> => {
      const entries: PredictionLogPage["entries"] = [];
      let cursor: string | null = null;
      do {
        const page: PredictionLogPage = JSON.parse(await text(`/api/predictions/log${cursor === null ? "" : `?cursor=${cursor}`}`));
        entries.push(...page.entries);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return entries;
    };

    /** The JSON messages a socket subscribed to each match receives within `ms`. */
    async function socketMessages(matchIds: number[], ms = 500): Promise<string[]> {
      const socket = new WebSocket(base, { headers: { cookie } });
      const seen: string[] = [];
      socket.on("message", (data) => seen.push(frameText(data)));
      await new Promise((resolve) => socket.once("open", resolve));
      for (const matchId of matchIds) socket.send(JSON.stringify({ type: "subscribe", matchId }));
      await new Promise((resolve) => setTimeout(resolve, ms));
      socket.close();
      return seen;
    }

    it("shows no forecast before kick-off: no reply, page, log entry or socket message carries one", async () => {
      expect(sealed.length).toBeGreaterThan(20);
      const upcoming = [...new Set(sealed.map((s) => s.matchId))];
      const list: Match[] = JSON.parse(await text("/api/matches"));
      const live = list.filter((m) => m.status === "live").map((m) => m.id);
      expect(live.length).toBeGreaterThan(0);

      const log = await wholeLog();
      const bodies: [string, string][] = [
        ["/api/matches", JSON.stringify(list)],
        ["log", JSON.stringify(log)],
        ["socket", (await socketMessages([...upcoming.slice(0, 3), ...live])).join("\n")],
      ];
      for (const id of upcoming.slice(0, 6)) {
        bodies.push([`/api/matches/${id}`, await text(`/api/matches/${id}`)]);
        bodies.push([`/match/${id}`, await text(`/match/${id}`, { accept: "text/html" })]);
      }
      expect(bodies.find(([where]) => where === "socket")![1]).toContain('"subscribed"');
      for (const [where, body] of bodies) {
        // The salt is random per prediction: found anywhere, the forecast was out.
        for (const s of sealed) expect(body.includes(s.salt), `${where} carries the salt of match ${s.matchId}`).toBe(false);
        // No grid at all in replies about matches still to kick off, nor in the list or on the socket.
        if (where !== "log") expect(body.includes('"grid"'), `${where} carries a grid`).toBe(false);
      }
      // The log reveals the forecasts of matches already kicked off, and only those.
      const sealedIds = new Set(upcoming);
      expect(log.filter((e) => e.matchId !== null && sealedIds.has(e.matchId) && e.forecast !== null)).toEqual([]);
      expect(log.some((e) => e.forecast !== null)).toBe(true);
      // The commitment is public from the start.
      const one: Match = JSON.parse(await text(`/api/matches/${upcoming[0]}`));
      for (const p of one.predictions) {
        expect(p.forecast).toBeNull();
        expect(p.forecastCommitment).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it("reveals the forecast from kick-off on in the match's reply and the log, matching its commitment", async () => {
      const first = sealed.reduce((a, b) => (a.kickoff <= b.kickoff ? a : b));
      vi.setSystemTime(new Date(first.kickoff.getTime() + 1_000));

      const match: Match = JSON.parse(await text(`/api/matches/${first.matchId}`));
      expect(match.predictions).toHaveLength(2);
      for (const p of match.predictions) {
        expect(p.forecast).not.toBeNull();
        expect(await commitForecast(p.forecast!)).toBe(p.forecastCommitment);
      }
      expect(match.predictions.some((p) => p.forecast!.salt === first.salt && JSON.stringify(p.forecast!.grid) === first.grid)).toBe(true);

      const logged = (await wholeLog()).filter((e) => e.matchId === first.matchId);
      expect(logged).toHaveLength(2);
      expect(logged.every((e) => e.forecast !== null)).toBe(true);

      // The list, read by every player, never carries a grid; matches still to kick off stay sealed.
      const list = await text("/api/matches");
      expect(list.includes(first.salt)).toBe(false);
      const later = sealed.filter((s) => s.kickoff > new Date());
      expect(later.length).toBeGreaterThan(0);
      const log = JSON.stringify(await wholeLog());
      for (const s of later) expect(log.includes(s.salt)).toBe(false);
    });
  },
  { app: { clientDir } },
);
