import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ENV } from "./platform/malloc-settings";
import { freePort, startServerProcess } from "./testing/server-process";

describe("the server process", () => {
  it("seeds, serves, refuses a second process on its directory, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pl-main-"));
    // A directory other users can enter, with a file they can change, as a careless setup leaves it.
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, "notes.txt"), "left by hand", { mode: 0o666 });
    chmodSync(path.join(dataDir, "notes.txt"), 0o666);
    // A second of drain, as behind a load balancer: a request sent just before SIGTERM may reach a
    // busy server after the signal, and is still served.
    const server = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: "60", SHUTDOWN_DRAIN_MS: "1000" }, await freePort());
    try {
      // It re-executed itself with glibc's malloc thresholds fixed (platform/memory-release.ts), keeping its id.
      if (process.platform === "linux") {
        expect(readFileSync(`/proc/${server.child.pid}/environ`, "utf8").split("\0")).toEqual(
          expect.arrayContaining(Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => `${name}=${value}`)),
        );
      }
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);
      // The data directory is the owner's alone, and the log said it had not been.
      expect(modesOpenToOthers(dataDir)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(server.logs.join("\n")).toContain("was 0755 and had");
      // A second server on the same directory exits with a clear message.
      let message = "";
      try {
        execFileSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
          env: { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: "silent" },
          stdio: "pipe",
        });
      } catch (err) {
        message = String((err as { stderr?: Buffer }).stderr);
      }
      expect(message).toContain("is in use by process");

      // A request in flight when SIGTERM arrives still gets its answer.
      const signup = fetch(`${server.url}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "term@example.com", password: "long enough", username: "terminal" }),
      });
      await new Promise((r) => setTimeout(r, 5));
      const exited = server.stop("SIGTERM");
      expect((await signup).status).toBe(201);
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

      // The account is there after a restart; the admin command works once the server is down.
      const grant = execFileSync(process.execPath, ["--import", "tsx", "src/server/cli/admin-cli.ts", "grant", "term@example.com"], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(grant).toContain("term@example.com is now an admin");
      const again = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: "60" }, await freePort());
      const signin = await fetch(`${again.url}/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "term@example.com", password: "long enough" }),
      });
      expect(signin.status).toBe(200);
      const cookie = signin.headers.get("set-cookie")!.split(";")[0]!;
      expect(await (await fetch(`${again.url}/api/admin/check`, { headers: { cookie } })).json()).toEqual({ isAdmin: true });
      expect(await again.stop("SIGTERM")).toBe(0);
      const check = execFileSync(process.execPath, ["--import", "tsx", "src/server/cli/check.ts"], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(check).toContain("Ledger check passed");
    } finally {
      await server.stop("SIGKILL");
    }
  }, 180_000);
});

/** Every path at or below `dir` that its group or other users can read, change or enter. */
function modesOpenToOthers(dir: string): string[] {
  const open = statSync(dir).mode & 0o077 ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) open.push(...modesOpenToOthers(full));
    else if (!entry.isSymbolicLink() && statSync(full).mode & 0o077) open.push(full);
  }
  return open;
}
