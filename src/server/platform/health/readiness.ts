import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LimitStore } from "../../../shared/api/health";
import { migrationsFolder, queryRows, type Db } from "../db/client";

/** How many migrations this build carries (drizzle-kit's journal). */
const migrationsInBuild: number = (JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] })
  .entries.length;

/** Why this instance should not get traffic, or null when it should. */
export type NotReady = string | null;

/**
 * Readiness for /readyz: draining (SIGTERM received) comes first, then one cheap query that shows the
 * database answers and has every migration this build expects (the migrator records each it applied),
 * then the live feed: an instance whose LISTEN connection is down would serve pages that never hear of
 * goals or settlements made on the other instances (docs/decisions.md, "Several instances").
 */
export class Readiness {
  private draining = false;

  constructor(
    private readonly db: Db,
    /** Whether this instance hears the others' live lines (always, alone on PGlite). */
    private readonly listening: () => boolean = () => true,
    /**
     * Where it counts limits. Not a reason to take it out of service: counting locally, the game still
     * serves (docs/decisions.md#limit-store-outage), so /readyz only reports it.
     */
    readonly limitStore: () => LimitStore = () => "local",
  ) {}

  /** From now on /readyz answers 503, so a load balancer stops sending new requests before the server closes. */
  startDraining(): void {
    this.draining = true;
  }

  async check(): Promise<NotReady> {
    if (this.draining) return "Shutting down";
    let applied: number;
    try {
      const [row] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      applied = row?.n ?? 0;
    } catch {
      return "Database unreachable";
    }
    if (applied < migrationsInBuild) return `Migrations not applied: ${applied} of ${migrationsInBuild}`;
    if (!this.listening()) return "Live feed not listening to other instances";
    return null;
  }
}
