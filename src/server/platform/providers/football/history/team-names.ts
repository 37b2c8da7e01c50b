import { FOOTBALL_DATA_ALIASES } from "./team-aliases";

// Matching football-data.co.uk's team names to a provider's. A wrong match would feed one club's results
// to another's strength, so the rules only remove what never tells two clubs apart: case, accents and
// punctuation, legal-form abbreviations at either end (FC, AFC, 1., SV, VfL, Calcio, ...) and a founding
// year or number at the end (Mainz 05, Heidenheim 1846). Beyond that only the listed aliases count, and a
// name that could be more than one of the provider's teams is left out.

/** Abbreviations of a club's legal form or "football club" in its language, found at either end of names. */
const AFFIXES = new Set([
  "1",
  "fc",
  "afc",
  "cf",
  "sc",
  "ac",
  "as",
  "ss",
  "ssc",
  "us",
  "uc",
  "bc",
  "cfc",
  "acf",
  "calcio",
  "sv",
  "vfl",
  "vfb",
  "tsg",
  "tsv",
  "fsv",
  "bsc",
  "spvgg",
  "ud",
  "cd",
  "sd",
  "rc",
  "rcd",
  "ca",
  "ogc",
]);

/** Lower case, no accents or punctuation, single spaces: "1. FC Köln" → "1 fc koln", "M'gladbach" → "mgladbach". */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The normalised name without affixes at its ends: "1. FSV Mainz 05" → "mainz", "Bayer 04 Leverkusen" stays whole. */
export function teamKey(name: string): string {
  const tokens = normaliseName(name).split(" ").filter(Boolean);
  let start = 0;
  let end = tokens.length;
  const strippable = (token: string) => AFFIXES.has(token);
  while (end - start > 1) {
    const first = tokens[start] ?? "";
    const last = tokens[end - 1] ?? "";
    if (strippable(first)) start += 1;
    else if (strippable(last) || /^\d{1,4}$/.test(last)) end -= 1;
    else break;
  }
  return tokens.slice(start, end).join(" ");
}

const ALIAS_KEYS = new Map<string, string[]>(
  Object.entries(FOOTBALL_DATA_ALIASES).map(([short, full]) => [teamKey(short), full.map(teamKey)] as const),
);

/** A provider's team names, looked up by football-data.co.uk's. */
export class TeamNameMatcher {
  private readonly byKey = new Map<string, Set<string>>();
  private readonly memo = new Map<string, string | null>();

  constructor(providerNames: Iterable<string>) {
    for (const name of providerNames) {
      const key = teamKey(name);
      if (!key) continue;
      const names = this.byKey.get(key) ?? new Set<string>();
      names.add(name);
      this.byKey.set(key, names);
    }
  }

  /** The provider's name for this club, or null when none or more than one fits. */
  match(name: string): string | null {
    const known = this.memo.get(name);
    if (known !== undefined) return known;
    const key = teamKey(name);
    const hits = new Set<string>();
    for (const candidate of [key, ...(ALIAS_KEYS.get(key) ?? [])]) for (const hit of this.byKey.get(candidate) ?? []) hits.add(hit);
    const found = hits.size === 1 ? ([...hits][0] ?? null) : null;
    this.memo.set(name, found);
    return found;
  }
}
