import { p } from "../soak/load-stats";
import { P99_LIMIT_MS } from "./options";

export interface RouteFigures {
  latenciesMs: number[];
  /** 304: the browser's copy was still good (counted as success). */
  notModified: number;
  errors: number;
}

/** One window of the ramp: every request's time by route, failures, and live-feed delivery. */
export class StepStats {
  readonly startedAt = performance.now();
  endedAt: number | undefined;
  requests = 0;
  /** Requests of this window still waiting for their reply. */
  inFlight = 0;
  errors = 0;
  /** Expected refusals: a bet on a match just closed, a second bet on one match, credits run out. */
  refusals = 0;
  betsAccepted = 0;
  readonly byRoute = new Map<string, RouteFigures>();
  /** From a commentary line's createdAt to its arrival, in ms. */
  readonly wsDeliveryMs: number[] = [];
  wsErrors = 0;
  readonly errorSamples: string[] = [];
  /** When each HTTP request over the p99 limit started (s into the window): a stall shows as a cluster. */
  readonly slowStarts: number[] = [];

  route(method: string, path: string): RouteFigures {
    const key = `${method} ${path.replace(/\/\d+/g, "/:id")}`;
    let figures = this.byRoute.get(key);
    if (!figures) this.byRoute.set(key, (figures = { latenciesMs: [], notModified: 0, errors: 0 }));
    return figures;
  }

  error(figures: RouteFigures | undefined, what: string): void {
    this.errors += 1;
    if (figures) figures.errors += 1;
    if (this.errorSamples.length < 12) this.errorSamples.push(what);
  }

  /** A request's time, and whether it went over the limit. */
  took(figures: RouteFigures, startedAt: number, ms: number): void {
    figures.latenciesMs.push(ms);
    if (ms > P99_LIMIT_MS) this.slowStarts.push((startedAt - this.startedAt) / 1000);
  }

  /** The seconds of the window with the most slow requests, busiest first: "12 s ×40". */
  slowClusters(top = 4): string[] {
    const bySecond = new Map<number, number>();
    for (const at of this.slowStarts) bySecond.set(Math.floor(at), (bySecond.get(Math.floor(at)) ?? 0) + 1);
    return [...bySecond]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([second, n]) => `${second} s ×${n}`);
  }

  seconds(): number {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  /** HTTP only: the WebSocket handshake's own line is shown but does not set the step's p99. */
  httpLatencies(): number[] {
    return [...this.byRoute].filter(([route]) => !route.startsWith("WS ")).flatMap(([, f]) => f.latenciesMs);
  }

  /** An HTTP latency percentile of the window, in ms. */
  latency(q: number): number {
    return p(this.httpLatencies(), q);
  }
}

/** Where requests are recorded: the window under way (joining players, then the measured hold). */
export class Recorder {
  current = new StepStats();

  begin(): StepStats {
    this.current.endedAt = performance.now();
    this.current = new StepStats();
    return this.current;
  }

  /**
   * Ends a window and waits for the replies to the requests it sent: the slowest of them are the
   * ones still out, and leaving them out would flatter the p99. The players go on meanwhile, in the
   * next window.
   */
  async close(stats: StepStats): Promise<void> {
    if (stats === this.current) this.begin();
    const deadline = performance.now() + 31_000;
    while (stats.inFlight > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
