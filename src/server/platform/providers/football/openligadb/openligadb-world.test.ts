import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startOpenLigaDbWorld, type OpenLigaDbWorld } from "../../../../testing/openligadb-world";
import { matchSchema } from "./openligadb-schemas";
import matchday1Of2024 from "./fixtures/season-bl1-2024-matchday-1.json";

// The stand-in answers in the shapes of the recorded replies, so tests against it stay tests of OpenLigaDB.

let world: OpenLigaDbWorld;
beforeAll(async () => {
  world = await startOpenLigaDbWorld();
});
afterAll(() => world.close());

const get = async (path: string) => {
  const response = await fetch(`${world.url}${path}`);
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
};

describe("the OpenLigaDB world", () => {
  it("serves matches with the same fields as a recorded reply", async () => {
    const id = world.addMatch({
      league: "bl1",
      season: 2024,
      home: "Borussia Mönchengladbach",
      away: "Bayer 04 Leverkusen",
      kickoff: "2024-08-23T18:30:00Z",
    });
    world.addGoal(id, { minute: 12, scorer: "Florian Wirtz", side: "away" });
    world.addGoal(id, { minute: 90, addedMinutes: 11, scorer: "Florian Wirtz", side: "away", penalty: true });
    world.finish(id);
    const { body } = await get("/getmatchdata/bl1/2024");
    const [served] = z.array(z.record(z.string(), z.unknown())).parse(body);
    const [recorded] = z.array(z.record(z.string(), z.unknown())).parse(matchday1Of2024);
    expect(Object.keys(served ?? {}).sort()).toEqual(Object.keys(recorded ?? {}).sort());
    const match = matchSchema.parse(served);
    expect(match).toMatchObject({ matchID: id, matchIsFinished: true, leagueShortcut: "bl1", leagueSeason: 2024 });
    expect(match.matchResults).toEqual([
      { resultTypeID: 1, pointsTeam1: 0, pointsTeam2: 1 },
      { resultTypeID: 2, pointsTeam1: 0, pointsTeam2: 2 },
    ]);
    expect(match.goals.at(-1)).toMatchObject({ matchMinute: 90, isOvertime: true, comment: "+11", isPenalty: true, goalGetterName: "Florian Wirtz" });
    expect((await get(`/getmatchdata/${id}`)).body).toEqual(served);
    expect((await get("/getmatchdata/bl1/2024/2")).body).toEqual([]);
  });

  it("answers [] for a league it does not hold, and the other endpoints in OpenLigaDB's shapes", async () => {
    expect(await get("/getmatchdata/nosuchleague/2024")).toEqual({ status: 200, body: [] });
    const next = world.addMatch({ league: "bl2", season: 2025, home: "Hertha BSC", away: "Schalke 04", kickoff: "2025-08-01T18:30:00Z", group: 3 });
    expect((await get("/getcurrentgroup/bl2")).body).toEqual({ groupName: "3. Spieltag", groupOrderID: 3, groupID: 47_003 });
    expect((await get("/getmatchdata/bl2")).body).toEqual((await get("/getmatchdata/bl2/2025/3")).body);
    expect((await get("/getavailableteams/bl2/2025")).body).toEqual([
      expect.objectContaining({ teamName: "Hertha BSC" }),
      expect.objectContaining({ teamName: "Schalke 04" }),
    ]);
    expect((await get("/getlastchangedate/bl2/2025/3")).body).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect((await get("/getmatchdata/99999999")).status).toBe(404);
    world.finish(next);
  });

  it("fails the next requests as asked, one failure each", async () => {
    world.failNext("429");
    world.failNext("500");
    expect((await get("/getmatchdata/bl1/2024")).status).toBe(429);
    expect((await get("/getmatchdata/bl1/2024")).status).toBe(500);
    expect((await get("/getmatchdata/bl1/2024")).status).toBe(200);
    world.failNext("malformed");
    const { body } = await get("/getmatchdata/bl1/2024");
    expect(z.array(matchSchema).safeParse(body).success).toBe(false);
    expect(world.requests.slice(-4).map((request) => request.path)).toEqual(Array(4).fill("/getmatchdata/bl1/2024"));
  });
});
