import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  /** Drops it, closing anyone still connected. */
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database on the PostgreSQL server of `adminUrl`, for one test suite or benchmark run. */
export async function createScratchDatabase(adminUrl: string, prefix = "pl_test"): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
