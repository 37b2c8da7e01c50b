import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, LockHeldError } from "./lock";

describe("data directory lock", () => {
  it("refuses a second holder while the first lives, and frees the lock on release", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pl-lock-"));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    // Another live process holds it: pretend by writing our parent's pid.
    release();
    writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(LockHeldError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
  });

  it("takes over a lock whose process is gone (after kill -9)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pl-lock-"));
    const child = spawn(process.execPath, ["-e", ""]);
    const deadPid = child.pid!;
    await new Promise((resolve) => child.once("exit", resolve));
    writeFileSync(path.join(dir, "server.lock"), String(deadPid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("makes a second server on the same directory exit with a clear message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pl-lock-"));
    writeFileSync(path.join(dir, "server.lock"), String(process.pid));
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli/check.ts"], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain(`is in use by process ${process.pid}`);
  });
});
