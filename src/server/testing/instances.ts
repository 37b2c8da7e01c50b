import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { openDatabase, type Database } from "../platform/db/client";
import { openTestDatabase, testConfig } from "./harness";

/** Several instances of the game on one scratch PostgreSQL database, each with its own pool, as separate processes would be. */
export interface Instances {
  apps: FastifyInstance[];
  /** The first instance's database (the scratch database the others connect to). */
  database: Database;
  close(): Promise<void>;
}

/**
 * As long as serve.ts lets a stopping server take before it exits anyway. A step still waiting then is
 * reported (with its pools' counts, the usual culprit being a client never given back) and left behind,
 * as the process exit would leave it; the scratch database is dropped with force whatever it still holds.
 */
const STEP_MS = 10_000;

async function step(name: string, work: Promise<unknown>, databases: readonly Database[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), STEP_MS)));
  try {
    if ((await Promise.race([work, late])) !== "late") return;
  } finally {
    clearTimeout(timer);
  }
  const pools = databases.map((db) => db.pool && { total: db.pool.totalCount, idle: db.pool.idleCount, waiting: db.pool.waitingCount });
  console.warn(`closing instances: ${name} still waits after ${STEP_MS} ms; pools ${JSON.stringify(pools)}`);
}

export async function startInstances(
  count: number,
  { env = {}, app = {} }: { env?: Record<string, string>; app?: Partial<Omit<AppOptions, "config" | "database">> } = {},
): Promise<Instances> {
  const database = await openTestDatabase("postgres");
  const databases = [database];
  for (let i = 1; i < count; i++) databases.push(await openDatabase({ databaseUrl: database.pool!.options.connectionString, poolSize: 4 }));
  const config = testConfig({ SIM_SPEED: "60", ...env });
  const apps: FastifyInstance[] = [];
  for (const db of databases) apps.push(await buildApp({ config, database: db, logger: false, ...app }));
  await Promise.all(apps.map((one) => one.ready()));
  return {
    apps,
    database,
    async close() {
      await step("the apps' close", Promise.all(apps.map((one) => one.close())), databases);
      // The scratch database last: its close drops it.
      for (const [i, db] of [...databases.entries()].reverse()) await step(`database ${i}'s close`, db.close(), databases);
    },
  };
}
