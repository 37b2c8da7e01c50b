// Rasterises share-card SVGs off the event loop (render-pool.ts). Plain JavaScript on purpose: a
// worker thread does not inherit tsx's loader reliably (vitest, a built layout), and this file needs
// nothing but resvg.
import { Resvg } from "@resvg/resvg-js";
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ fontFiles: string[] }} */
const { fontFiles } = workerData;
const options = { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "Inter" } };

parentPort.on("message", (/** @type {{ id: number, svg: string }} */ job) => {
  try {
    const png = new Resvg(job.svg, options).render().asPng();
    // A copy of our own to transfer: resvg's buffer belongs to the addon and cannot be detached.
    const bytes = new Uint8Array(png);
    parentPort.postMessage({ id: job.id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
