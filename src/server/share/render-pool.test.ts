import { afterEach, describe, expect, it, vi } from "vitest";
import { heldRenderPool, instantRenderPool } from "../testing/stand-in-render-pool";
import { cardRenderPool, playerCardSvg } from "./og-card";
import { RenderQueueFullError, type RenderPool } from "./render-pool";

const pools: RenderPool[] = [];
const track = <T extends RenderPool>(pool: T) => (pools.push(pool), pool);
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe("the share-card render pool", () => {
  it("rasterises a card to a 1200×630 PNG in a worker thread and counts it", async () => {
    const pool = track(cardRenderPool({ workers: 1, maxQueued: 4 }));
    const png = await pool.render(playerCardSvg({ username: "oracle_fan", title: "Hot Streak!", streak: 4, xp: 120 }));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(pool.rendered).toBe(1);
  });

  it("reports an SVG the renderer refuses as a failed job, and goes on rendering", async () => {
    const pool = track(cardRenderPool({ workers: 1, maxQueued: 4 }));
    await expect(pool.render("<svg")).rejects.toThrow(/render failed/);
    const png = await pool.render(playerCardSvg({ username: "oracle_fan", title: "Hot Streak!", streak: 4, xp: 120 }));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
  });

  it("refuses a job when every worker is busy and the queue is full, and takes jobs again once it drains", async () => {
    const held = heldRenderPool({ workers: 1, maxQueued: 1 });
    const pool = track(held.pool);
    const rendering = pool.render("first");
    await vi.waitFor(() => expect(held.started()).toBe(1));
    const waiting = pool.render("second");
    expect(pool.queued).toBe(1);
    await expect(pool.render("third")).rejects.toBeInstanceOf(RenderQueueFullError);
    held.open();
    expect((await rendering).toString()).toBe("rendered:5");
    expect((await waiting).toString()).toBe("rendered:6");
    expect(pool.rendered).toBe(2);
    expect((await pool.render("fourth")).toString()).toBe("rendered:6");
  });

  it("renders on as many workers as it is given before queueing", async () => {
    const held = heldRenderPool({ workers: 2, maxQueued: 0 });
    const pool = track(held.pool);
    const both = [pool.render("a"), pool.render("b")];
    await vi.waitFor(() => expect(held.started()).toBe(2));
    await expect(pool.render("c")).rejects.toBeInstanceOf(RenderQueueFullError);
    held.open();
    expect((await Promise.all(both)).map(String)).toEqual(["rendered:1", "rendered:1"]);
  });

  it("fails the job of a worker that dies and renders the next one on a fresh worker", async () => {
    const pool = track(instantRenderPool({ workers: 1, maxQueued: 2 }));
    const crashed = pool.render("crash");
    const next = pool.render("after");
    await expect(crashed).rejects.toThrow(/render worker stopped \(exit code 3\)/);
    expect((await next).toString()).toBe("rendered:5");
  });

  it("on close, fails the jobs still rendering or waiting and refuses new ones", async () => {
    const held = heldRenderPool({ workers: 1, maxQueued: 1 });
    const rendering = held.pool.render("first");
    await vi.waitFor(() => expect(held.started()).toBe(1));
    const waiting = held.pool.render("second");
    const failed = [expect(rendering).rejects.toThrow(/closed/), expect(waiting).rejects.toThrow(/closed/)];
    // The held worker is blocked in Atomics.wait: terminate() must stop it all the same.
    await held.pool.close();
    await Promise.all(failed);
    await expect(held.pool.render("late")).rejects.toThrow(/closed/);
  });
});
