import { Worker } from "node:worker_threads";

/** Turns a share card's SVG into PNG bytes (the pool below; tests may count or hold renders). */
export interface PngRenderer {
  render(svg: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Every worker is busy and the queue holds as many jobs as it may: come back later. */
export class RenderQueueFullError extends Error {
  constructor() {
    super("Share images are busy: try again in a few seconds");
  }
}

export interface RenderPoolOptions {
  /** Worker threads rendering at once. */
  workers: number;
  /** Jobs that may wait for a free worker; the next one is refused. */
  maxQueued: number;
  /** The worker script: answers `{id, svg}` with `{id, png}` or `{id, error}`. */
  workerUrl: URL;
  workerData?: unknown;
}

interface Job {
  id: number;
  svg: string;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
}

type Reply = { id: number; png: Uint8Array } | { id: number; error: string };

/**
 * A fixed number of worker threads with a bounded queue in front: rasterising a card is CPU work that,
 * on the event loop, left every other request waiting behind it (docs/decisions.md, share images).
 * Workers start with the first job (most test apps never render a card) and are replaced if one
 * dies; close() terminates them, so shutdown and tests never wait on a thread.
 */
export class RenderPool implements PngRenderer {
  /** Cards rendered so far: tests count renders with it, not with the clock. */
  rendered = 0;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    if (options.workers < 1) throw new Error("a render pool needs at least one worker");
  }

  render(svg: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("the render pool is closed"));
    const idle = this.slots.find((slot) => !slot.job);
    const canStart = idle !== undefined || this.slots.length < this.options.workers;
    if (!canStart && this.queue.length >= this.options.maxQueued) return Promise.reject(new RenderQueueFullError());
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: this.nextId++, svg, resolve, reject };
      if (canStart) this.start(idle ?? this.spawn(), job);
      else this.queue.push(job);
    });
  }

  /** Jobs waiting for a worker (not those being rendered). */
  get queued(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error("the render pool is closed");
    for (const job of this.queue.splice(0)) job.reject(stopped);
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        slot.job?.reject(stopped);
        slot.job = undefined;
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    // No execArgv: the worker is plain JavaScript, and tsx's loader (inherited by default) would only
    // slow its start.
    const worker = new Worker(this.options.workerUrl, { workerData: this.options.workerData, execArgv: [] });
    // A server is kept alive by its sockets; an idle worker should not keep a finished process alive.
    worker.unref();
    const slot: Slot = { worker, job: undefined };
    worker.on("message", (reply: Reply) => {
      const job = slot.job;
      slot.job = undefined;
      if (job && job.id === reply.id) {
        if ("error" in reply) job.reject(new Error(`render failed: ${reply.error}`));
        else {
          this.rendered += 1;
          job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
        }
      }
      this.startNext(slot);
    });
    // An uncaught error ends the thread ('exit' follows); its job fails and a fresh worker takes over.
    worker.on("error", () => {});
    worker.on("exit", (code) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return; // closed
      this.slots.splice(index, 1);
      slot.job?.reject(new Error(`render worker stopped (exit code ${code})`));
      slot.job = undefined;
      const next = this.queue.shift();
      if (next && !this.closed) this.start(this.spawn(), next);
    });
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.postMessage({ id: job.id, svg: job.svg });
  }

  private startNext(slot: Slot): void {
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }
}
