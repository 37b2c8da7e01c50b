import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeDataDirPrivate, privacyWarning } from "./private-data-dir";

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("the private data directory", () => {
  it("creates a missing directory 0700 and has nothing to say about it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pl-private-")), "data", "nested");
    const privacy = makeDataDirPrivate(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(privacy).toEqual({ dir, widerMode: undefined, tightened: 0 });
    expect(privacyWarning(privacy)).toBeUndefined();
  });

  it("tightens an existing directory, its folders and files, and says what it found", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pl-private-"));
    mkdirSync(path.join(dir, "pglite", "base"), { recursive: true });
    writeFileSync(path.join(dir, "pglite", "base", "1259"), "rows");
    writeFileSync(path.join(dir, "session-secret"), "secret");
    const outside = path.join(mkdtempSync(path.join(tmpdir(), "pl-outside-")), "shared.txt");
    writeFileSync(outside, "not ours");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dir, "link"));
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, "pglite"), 0o775);
    chmodSync(path.join(dir, "pglite", "base"), 0o755);
    chmodSync(path.join(dir, "pglite", "base", "1259"), 0o666);
    chmodSync(path.join(dir, "session-secret"), 0o600);

    const privacy = makeDataDirPrivate(dir);

    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, "pglite"))).toBe(0o700);
    expect(modeOf(path.join(dir, "pglite", "base"))).toBe(0o700);
    expect(modeOf(path.join(dir, "pglite", "base", "1259"))).toBe(0o600);
    expect(modeOf(path.join(dir, "session-secret"))).toBe(0o600);
    // A link is not followed: what it points at is not the data directory's to change.
    expect(modeOf(outside)).toBe(0o644);
    expect(privacy).toEqual({ dir, widerMode: 0o755, tightened: 3 });
    expect(privacyWarning(privacy)).toBe(
      `The data directory ${dir} was 0755 and had 3 entries other users could read or change: made it private (no access for group or others).`,
    );
    // Once private, a second pass finds nothing.
    expect(makeDataDirPrivate(dir)).toEqual({ dir, widerMode: undefined, tightened: 0 });
  });

  it("sets the umask so what the server writes next is private", () => {
    makeDataDirPrivate(mkdtempSync(path.join(tmpdir(), "pl-private-")));
    const dir = mkdtempSync(path.join(tmpdir(), "pl-after-"));
    writeFileSync(path.join(dir, "new-file"), "x");
    mkdirSync(path.join(dir, "new-folder"));
    expect(modeOf(path.join(dir, "new-file"))).toBe(0o600);
    expect(modeOf(path.join(dir, "new-folder"))).toBe(0o700);
  });
});
