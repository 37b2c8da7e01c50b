import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  /** Drops it, closing anyone still connected. */
  drop(): Promise<void>;
}

export async function run(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database on the PostgreSQL server of `adminUrl`, for one test suite or benchmark run: empty,
 * or a copy of `template` (an already migrated database nobody is connected to, migrated-template.ts).
 */
export async function createScratchDatabase(adminUrl: string, prefix = "pl_test", template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
