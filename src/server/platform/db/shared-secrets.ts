import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { pushSubject, resolvePushKeys, resolveSessionSecret, type Config } from "../config";
import type { Database, Db } from "./client";
import { serverSecrets } from "./schema";

// The secrets every instance must share (docs/decisions.md, "Several instances"): the session secret signs
// sessions, the OAuth flow cookie, unsubscribe and reset links and the referral address hash; the VAPID pair
// signs web push. The environment may give them; otherwise on PostgreSQL they are generated once and kept in
// the database, where every instance finds the same, and on PGlite (one process) in the data directory.

/** The config with its session secret and push keys filled in, the same on every instance of one database. */
export async function resolveSecrets(config: Config, database: Database): Promise<Config> {
  if (database.kind === "pglite") return resolvePushKeys(resolveSessionSecret(config));
  const sessionSecret =
    config.sessionSecret ||
    (await sharedSecret(database.db, "session-secret", () => fromDataDir(config, "session-secret") ?? randomBytes(48).toString("base64url")));
  const push =
    config.push ??
    ({
      ...(JSON.parse(
        await sharedSecret(database.db, "vapid-keys", () => fromDataDir(config, "vapid-keys.json") ?? JSON.stringify(webpush.generateVAPIDKeys())),
      ) as { publicKey: string; privateKey: string }),
      subject: pushSubject(config.publicUrl),
    } satisfies NonNullable<Config["push"]>);
  return { ...config, sessionSecret, push };
}

/**
 * The stored secret of this name, made by `make` if there is none yet: the first instance's insert wins a
 * race, and every instance reads the winner's.
 */
async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}

/** A secret a single instance kept in its data directory before: moving to the database keeps its sessions and subscriptions. */
function fromDataDir(config: Config, file: string): string | undefined {
  const at = path.join(config.dataDir, file);
  return existsSync(at) ? readFileSync(at, "utf8").trim() : undefined;
}
