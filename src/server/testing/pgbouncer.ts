import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** Where Debian's package puts it (and a build from source, or another distribution's). */
const PLACES = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"];

/**
 * The pgbouncer binary, installed from the distribution's packages when missing (the suite needs root
 * or a passwordless apt for that, as in CI's container); throws, never skips, when neither works.
 */
export async function findOrInstallPgBouncer(): Promise<string> {
  const found = () => PLACES.find((place) => existsSync(place));
  if (found()) return found()!;
  const apt = (...args: string[]) => run("apt-get", args, { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, timeout: 240_000 });
  try {
    await apt("install", "-y", "-qq", "pgbouncer");
  } catch {
    // The package lists may be missing or stale (a fresh container): read them, then try again.
    await apt("update", "-qq");
    await apt("install", "-y", "-qq", "pgbouncer");
  }
  const installed = found();
  if (!installed) throw new Error(`apt-get installed pgbouncer, but it is in none of ${PLACES.join(", ")}`);
  return installed;
}

export interface PgBouncer {
  /** The same database as the URL it was started for, through PgBouncer. */
  url: string;
  /** What PgBouncer has logged so far. */
  log: string[];
  close(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the database of `databaseUrl`, on a free local port: each
 * transaction (each statement outside one) gets whichever of its `serverConnections` PostgreSQL
 * connections is free, as a production pooler would. Few connections shared by many clients make
 * what a session would carry from one statement to the next (a prepared statement's name, LISTEN, a
 * session lock) land on a connection the next statement does not get.
 */
export async function startPgBouncer(binary: string, databaseUrl: string, { serverConnections = 3 } = {}): Promise<PgBouncer> {
  const target = new URL(databaseUrl);
  const database = decodeURIComponent(target.pathname.slice(1));
  const user = decodeURIComponent(target.username) || "postgres";
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "pgbouncer-"));
  // Trust from the test's own loopback; the auth file's password (if the URL has one) is what PgBouncer
  // gives PostgreSQL. No unix socket and no pid or log file: the process is ours and logs to stderr.
  writeFileSync(path.join(dir, "users.txt"), `"${user}" "${decodeURIComponent(target.password)}"\n`, { mode: 0o600 });
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname} port=${target.port || "5432"} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 200",
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  // PgBouncer will not run as root ("PgBouncer should not run as root"): as root it reads its files
  // first, then becomes `nobody` (-u).
  const asRoot = process.getuid?.() === 0;
  const child = spawn(binary, [...(asRoot ? ["-u", "nobody"] : []), path.join(dir, "pgbouncer.ini")], { stdio: ["ignore", "pipe", "pipe"] });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  // A suite whose hooks time out never reaches close(): PgBouncer must not outlive the test process.
  process.once("exit", stop);
  const close = async () => {
    process.off("exit", stop);
    stop();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`pgbouncer exited early:\n${log.join("\n")}`);
    }
    const probe = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 1_000 });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.query("select 1");
      await probe.end();
      break;
    } catch {
      await probe.end().catch(() => {});
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`pgbouncer did not answer on port ${port}:\n${log.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: url.toString(), log, close };
}
