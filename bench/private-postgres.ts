import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server of the bench's own, in a temporary directory, so that restarting it under load
 * disturbs no other database on the machine. PostgreSQL refuses to run as root: as root the cluster
 * belongs to the `postgres` user and its commands run through runuser.
 */
export class PrivatePostgres {
  readonly url: string;
  private readonly dir: string;
  private readonly asRoot = userInfo().uid === 0;

  constructor(readonly port: number) {
    this.dir = mkdtempSync(path.join(tmpdir(), "prophecy-pg-"));
    if (this.asRoot) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
      chownSync(this.dir, uid, gid);
    }
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  private run(command: string, args: string[]): void {
    const [file, argv] = this.asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
  }

  private get options(): string[] {
    return ["-o", `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`];
  }

  start(): void {
    this.run("initdb", ["-D", path.join(this.dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]);
    this.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-l", path.join(this.dir, "log"), "-w", ...this.options, "start"]);
  }

  /** `immediate` is a crash as far as the data is concerned: the server recovers from its WAL on start. */
  restart(mode: "fast" | "immediate"): void {
    this.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-l", path.join(this.dir, "log"), "-w", "-m", mode, ...this.options, "restart"]);
  }

  stop(): void {
    try {
      this.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-w", "-m", "fast", "stop"]);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
