import { percentile } from "../bench-database";

/** One minute of the soak, as the per-minute line prints it. */
export interface MinuteBucket {
  requests: number;
  /** 5xx, network errors and unexpected statuses outside the restart window. */
  errors: number;
  /** Failed attempts inside the restart window, retried by the client. */
  duringRestart: number;
  /** Expected refusals: betting closed at kick-off, and the like. */
  refusals: number;
  betsAccepted: number;
  latenciesMs: number[];
  /** Commentary lines delivered to viewers. */
  wsMessages: number;
  /** The bell's signal ({"type":"notifications"}) on a signed-in viewer's socket. */
  wsNotifications: number;
  wsErrors: number;
  wsReconnects: number;
  /** A signed-in viewer's socket closed (1008) because its session ended: the player signed out, as the soak makes them. */
  wsSignedOut: number;
}

const emptyBucket = (): MinuteBucket => ({
  requests: 0,
  errors: 0,
  duringRestart: 0,
  refusals: 0,
  betsAccepted: 0,
  latenciesMs: [],
  wsMessages: 0,
  wsNotifications: 0,
  wsErrors: 0,
  wsReconnects: 0,
  wsSignedOut: 0,
});

/**
 * Counts for the whole soak. The restart window runs from just before SIGTERM until the new server
 * answers plus a grace period; failures inside it are retried and counted apart from errors.
 */
export class LoadStats {
  started = Date.now();
  minutes: MinuteBucket[] = [];
  readonly errorSamples: string[] = [];
  /** Latencies by route ("GET /api/matches/:id/distribution"), to see where the tail comes from. */
  readonly byRoute = new Map<string, number[]>();
  private restartFrom: number | undefined;
  private restartUntil: number | undefined;

  constructor(private readonly graceMs = 3_000) {}

  /** Starts minute 1 now (what came before was set-up). */
  restartClock(): void {
    this.started = Date.now();
    this.minutes = [];
    this.byRoute.clear();
  }

  latency(method: string, path: string, ms: number): void {
    this.bucket().latenciesMs.push(ms);
    const route = `${method} ${path.replace(/\/\d+/g, "/:id")}`;
    const list = this.byRoute.get(route) ?? [];
    list.push(ms);
    this.byRoute.set(route, list);
  }

  bucket(at = Date.now()): MinuteBucket {
    const index = Math.floor((at - this.started) / 60_000);
    while (this.minutes.length <= index) this.minutes.push(emptyBucket());
    return this.minutes[index]!;
  }

  beginRestart(): void {
    this.restartFrom = Date.now();
    this.restartUntil = undefined;
  }

  endRestart(): void {
    this.restartUntil = Date.now() + this.graceMs;
  }

  inRestartWindow(at = Date.now()): boolean {
    if (this.restartFrom === undefined || at < this.restartFrom) return false;
    return this.restartUntil === undefined || at <= this.restartUntil;
  }

  error(what: string): void {
    this.bucket().errors += 1;
    if (this.errorSamples.length < 30) this.errorSamples.push(`${((Date.now() - this.started) / 1000).toFixed(1)} s: ${what}`);
  }

  wsError(what: string): void {
    this.bucket().wsErrors += 1;
    if (this.errorSamples.length < 30) this.errorSamples.push(`${((Date.now() - this.started) / 1000).toFixed(1)} s: ws ${what}`);
  }

  total<K extends Exclude<keyof MinuteBucket, "latenciesMs">>(key: K): number {
    return this.minutes.reduce((sum, m) => sum + m[key], 0);
  }

  allLatencies(): number[] {
    return this.minutes.flatMap((m) => m.latenciesMs).sort((a, b) => a - b);
  }
}

export function p(sortedOrNot: number[], q: number): number {
  return percentile(
    [...sortedOrNot].sort((a, b) => a - b),
    q,
  );
}
