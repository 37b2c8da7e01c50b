import { argValue } from "../bench-server";

export type DatabaseKind = "pglite" | "postgres";

export interface CapacityOptions {
  database: DatabaseKind;
  /** The shared store the rate limits count in, when not the database (--redis: REDIS_URL, or the local Redis). */
  redisUrl: string | undefined;
  instances: number;
  /** The numbers of players, in order; the ramp stops at the first step over a threshold. */
  steps: number[];
  /** Each step's length: newcomers arrive over its first third, settle over a sixth, the last half is measured. */
  stepSeconds: number;
  simSpeed: number;
  build: boolean;
  p99LimitMs: number;
  errorLimitPercent: number;
}

/** The limits: a step holds while its HTTP p99 and its error rate stay within them. */
export const P99_LIMIT_MS = 250;
export const ERROR_LIMIT_PERCENT = 0.1;

/** The ladder without --start/--max: doubling at first, then in steps a deployment would plan in. */
const LADDER = [250, 500, 1_000, 2_000, 3_000, 4_000, 6_000, 8_000, 10_000, 12_000, 16_000, 20_000, 24_000, 32_000];

const numberFlag = (name: string, fallback: number): number => {
  const raw = argValue(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${raw})`);
  return value;
};

/**
 * `npm run bench:capacity [-- --postgres] [--redis] [--instances 2] [--start N] [--max N] [--step-seconds S]
 * [--speed X] [--no-build]`. The default top of the ladder sits above the target for the
 * set-up (PGlite 2,000; PostgreSQL 10,000 per instance), so a run that meets it shows the margin.
 */
export function parseOptions(): CapacityOptions {
  const argv = process.argv.slice(2);
  const database: DatabaseKind = argv.includes("--postgres") ? "postgres" : "pglite";
  const instances = Math.round(numberFlag("--instances", 1));
  if (instances > 1 && database === "pglite") {
    throw new Error("PGlite is one process per data directory: --instances 2 needs --postgres");
  }
  const start = Math.round(numberFlag("--start", LADDER[0]!));
  const max = Math.round(numberFlag("--max", database === "pglite" ? 4_000 : 16_000 * instances));
  if (max < start) throw new Error(`--max (${max}) is below --start (${start})`);
  const steps = [...new Set([start, ...LADDER.filter((n) => n > start && n < max), max])];
  return {
    database,
    redisUrl: argv.includes("--redis") ? (process.env.REDIS_URL ?? "redis://127.0.0.1:6379") : undefined,
    instances,
    steps,
    stepSeconds: numberFlag("--step-seconds", 60),
    simSpeed: numberFlag("--speed", 60),
    build: !argv.includes("--no-build"),
    p99LimitMs: P99_LIMIT_MS,
    errorLimitPercent: ERROR_LIMIT_PERCENT,
  };
}
