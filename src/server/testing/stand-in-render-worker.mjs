// A render worker for tests of the pool and the image routes: speaks png-render-worker.mjs's protocol
// but draws nothing. `workerData.gate` is a SharedArrayBuffer of two Int32 cells: while cell 0 is 0,
// every job waits (so a test can fill the queue on purpose), and cell 1 counts jobs that started.
// An SVG of "crash" ends the thread, as a fault in the native renderer would.
import { parentPort, workerData } from "node:worker_threads";

const gate = workerData?.gate ? new Int32Array(workerData.gate) : undefined;

parentPort.on("message", (/** @type {{ id: number, svg: string }} */ job) => {
  if (gate) {
    Atomics.add(gate, 1, 1);
    Atomics.notify(gate, 1);
    while (Atomics.load(gate, 0) === 0) Atomics.wait(gate, 0, 0);
  }
  if (job.svg === "crash") process.exit(3);
  const png = new TextEncoder().encode(`rendered:${job.svg.length}`);
  parentPort.postMessage({ id: job.id, png }, [png.buffer]);
});
