import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "./testing/server-process";

describe("the server process", () => {
  it("seeds, serves, refuses a second process on its directory, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pl-main-"));
    // A second of drain, as behind a load balancer: a request sent just before SIGTERM may reach a
    // busy server after the signal, and is still served.
    const server = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: "60", SHUTDOWN_DRAIN_MS: "1000" }, 5311);
    try {
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);
      // A second server on the same directory exits with a clear message.
      let message = "";
      try {
        execFileSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
          env: { ...process.env, DATA_DIR: dataDir, PORT: "5312", LOG_LEVEL: "silent" },
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
      const grant = execFileSync(process.execPath, ["--import", "tsx", "src/server/admin/admin-cli.ts", "grant", "term@example.com"], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(grant).toContain("term@example.com is now an admin");
      const again = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: "60" }, 5313);
      const signin = await fetch(`${again.url}/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "term@example.com", password: "long enough" }),
      });
      expect(signin.status).toBe(200);
      const cookie = signin.headers.get("set-cookie")!.split(";")[0]!;
      expect(await (await fetch(`${again.url}/api/admin/check`, { headers: { cookie } })).json()).toEqual({ isAdmin: true });
      expect(await again.stop("SIGTERM")).toBe(0);
      const check = execFileSync(process.execPath, ["--import", "tsx", "src/server/db/check.ts"], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(check).toContain("Ledger check passed");
    } finally {
      await server.stop("SIGKILL");
    }
  }, 180_000);
});
