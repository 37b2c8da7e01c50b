import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { openDatabase, type Database } from "../db/client";
import { openTestDatabase, testConfig } from "./harness";

/** Several instances of the game on one scratch PostgreSQL database, each with its own pool, as separate processes would be. */
export interface Instances {
  apps: FastifyInstance[];
  /** The first instance's database (the scratch database the others connect to). */
  database: Database;
  close(): Promise<void>;
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
      await Promise.all(apps.map((one) => one.close()));
      for (const db of databases.reverse()) await db.close();
    },
  };
}
