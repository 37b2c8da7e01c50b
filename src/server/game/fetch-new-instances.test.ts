import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseKinds, signUp } from "../testing/harness";
import { startInstances, type Instances } from "../testing/instances";

// fetch-new on a standby instance (docs/decisions.md#fetch-new): it imports what the leader's window read
// kept ahead without asking its own provider anything, and the leader, told through the instance signals,
// predicts the new matches.

if (!databaseKinds.includes("postgres")) {
  console.info("fetch-new across instances not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("fetch-new on a standby instance [postgres]", () => {
  let instances: Instances;
  let leader: FastifyInstance;
  let standby: FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, { app: { rateLimits: false } });
    [leader, standby] = instances.apps as [FastifyInstance, FastifyInstance];
    expect(await leader.game.sync.runExclusive()).toBeDefined();
  });

  afterAll(() => instances.close());

  it("imports from what the leader read, asks its own provider nothing, and the leader predicts the matches", async () => {
    const provider = standby.game.provider;
    const asked = [
      vi.spyOn(provider, "fixturesBetween"),
      vi.spyOn(provider, "fixturesById"),
      vi.spyOn(provider, "resultsBefore"),
      vi.spyOn(provider, "squad"),
    ];
    const { cookie } = await signUp(standby);
    // The fetched matches are those made from here on. The first run's may hold one its slow predicting let kick off
    // first (a few simulated minutes on a loaded machine): that one rightly gets no prediction, ever.
    const before = (await instances.database.pool!.query<{ last: number }>("select coalesce(max(id), 0)::int as last from matches")).rows[0]!.last;
    const response = await standby.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie }, payload: { count: 10 } });
    expect(response.json()).toMatchObject({ added: 10 });
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
    const unpredicted = async () =>
      (
        await instances.database.pool!.query<{ n: number }>(
          "select count(*)::int as n from matches m where m.id > $1 and not exists (select 1 from predictions p where p.match_id = m.id)",
          [before],
        )
      ).rows[0]!.n;
    await vi.waitFor(async () => expect(await unpredicted()).toBe(0), { timeout: 15_000, interval: 50 });
    const made = await instances.database.pool!.query<{ n: number }>("select count(distinct match_id)::int as n from predictions");
    expect(made.rows[0]!.n).toBeGreaterThan(10);
  });
});
