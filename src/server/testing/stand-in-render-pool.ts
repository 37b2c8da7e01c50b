import { RenderPool } from "../share/render-pool";

/**
 * A render pool whose workers (stand-in-render-worker.mjs) hold every job until the test opens the
 * gate: a test can have a known number of jobs rendering and queued, without timing anything.
 */
export function heldRenderPool(size: { workers: number; maxQueued: number }) {
  const gate = new Int32Array(new SharedArrayBuffer(8));
  const pool = new RenderPool({
    ...size,
    workerUrl: new URL("./stand-in-render-worker.mjs", import.meta.url),
    workerData: { gate: gate.buffer },
  });
  return {
    pool,
    /** Jobs that reached a worker so far. */
    started: () => Atomics.load(gate, 1),
    open() {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    },
  };
}

/** A pool of the stand-in worker that answers at once. */
export function instantRenderPool(size: { workers: number; maxQueued: number }): RenderPool {
  return new RenderPool({ ...size, workerUrl: new URL("./stand-in-render-worker.mjs", import.meta.url) });
}
