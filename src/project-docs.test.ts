import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository explains itself (docs/decisions.md#project-and-tooling): every rule a comment points
// to is in docs/rules.md or docs/decisions.md, under an anchor that exists, and the READMEs read in a
// terminal.

const root = path.resolve(__dirname, "..");

/**
 * Every file git tracks, root configs (eslint.config.js, vite.config.ts, …), CI, fixtures and docs
 * included, read as text; binary files (a NUL in them) and ones deleted in the work tree are left out.
 * A list of folders missed the configs at the root, which still cited a team brief.
 */
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  .split("\0")
  .filter((name) => name !== "")
  .map((name) => path.join(root, name))
  .filter((file) => existsSync(file));
const text = new Map(tracked.map((file) => [file, readFileSync(file, "utf8")] as const).filter(([, body]) => !body.includes("\0")));

/** A heading's GitHub anchor: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

function anchorsOf(doc: string): Set<string> {
  const body = readFileSync(path.join(root, "docs", doc), "utf8");
  const explicit = [...body.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]!);
  const headings = [...body.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!));
  return new Set([...explicit, ...headings]);
}

describe("the project's documents", () => {
  it("cite nothing outside the repository: no team brief, no issue number", () => {
    // The briefs by name in any form ("SPEC §9", "SPEC's order", "DESIGN.md"), and issue numbers.
    const outside = /\b(SPEC|DESIGN|STYLE)\b|\b[Ii]ssue \d+\b/;
    const hits = [...text].flatMap(([file, body]) =>
      body
        .split("\n")
        .flatMap((line, i) => (outside.test(line) && !file.endsWith("project-docs.test.ts") ? [`${path.relative(root, file)}:${i + 1}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it("point only at anchors that exist in docs/rules.md and docs/decisions.md", () => {
    const anchors = { "rules.md": anchorsOf("rules.md"), "decisions.md": anchorsOf("decisions.md") };
    const broken = [...text].flatMap(([file, body]) =>
      [...body.matchAll(/\b(rules|decisions)\.md#([a-z0-9-]+)/g)]
        .filter((m) => !anchors[`${m[1] as "rules" | "decisions"}.md`].has(m[2]!))
        .map((m) => `${path.relative(root, file)}: ${m[0]}`),
    );
    expect(broken).toEqual([]);
  });

  it("keep the READMEs within 120 characters a line", () => {
    for (const readme of ["README.md", "bench/README.md"]) {
      const long = readFileSync(path.join(root, readme), "utf8")
        .split("\n")
        .filter((line) => line.length > 120);
      expect(long, readme).toEqual([]);
    }
  });
});
