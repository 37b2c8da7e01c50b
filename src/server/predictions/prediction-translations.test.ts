import { and, eq, gt, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Match, PredictionLogPage } from "../../shared/api/matches";
import { canonicalEntry, hashEntry, type ChainEntry } from "../../shared/prediction-hash";
import { wordsIn } from "../../shared/prediction-translations";
import { matches, predictions } from "../platform/db/schema";
import { chooseLocale, describeEachDatabase, signUp } from "../testing/harness";

// docs/decisions.md#languages: the oracles' own words reach each reader in their language, stored beside
// the English the chain hashes; /verify and the public log keep the English.

const START = new Date("2025-03-01T12:00:10Z");

describe("the words a reader is shown", () => {
  const english = { reasoning: "The heavens align.", boldPrediction: "The stars decree it." };

  it("are the stored translation, field by field, else the English", () => {
    const translations = { de: { reasoning: "Die Himmel ordnen sich." }, es: { reasoning: " ", boldPrediction: "Los astros lo decretan." } };
    expect(wordsIn({ ...english, translations }, "de")).toEqual({ reasoning: "Die Himmel ordnen sich.", boldPrediction: "The stars decree it." });
    expect(wordsIn({ ...english, translations }, "es")).toEqual({ reasoning: "The heavens align.", boldPrediction: "Los astros lo decretan." });
    expect(wordsIn({ ...english, translations }, "pt-BR")).toEqual(english);
    expect(wordsIn({ ...english, translations: null }, "de")).toEqual(english);
    expect(wordsIn({ ...english, translations }, "en")).toEqual(english);
    // No bold call in English, none in any language.
    expect(
      wordsIn({ reasoning: "x", boldPrediction: null, translations: { de: { reasoning: "y", boldPrediction: "z" } } }, "de").boldPrediction,
    ).toBeNull();
  });

  it("never reach the hash: an entry hashes the same with or without them", async () => {
    const entry: ChainEntry = {
      matchId: 1,
      aiName: "ChatGPT",
      model: "dixon-coles-v1",
      predictedScore: "2-1",
      confidence: 48,
      reasoning: english.reasoning,
      createdAt: "2025-03-01T12:00:00.000Z",
      prevHash: "0".repeat(64),
      forecastCommitment: "a".repeat(64),
    };
    const translated = { ...entry, translations: { de: { reasoning: "Die Himmel ordnen sich." } } } as ChainEntry;
    expect(canonicalEntry(translated)).toBe(canonicalEntry(entry));
    expect(await hashEntry(translated)).toBe(await hashEntry(entry));
  });
});

describeEachDatabase("the oracles' words in the reader's language", (ctx) => {
  let cookie = "";
  let matchId = 0;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    cookie = (await signUp(ctx().app)).cookie;
    await ctx().app.game.sync.runOnce();
    const [upcoming] = await ctx()
      .database.db.select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, "upcoming"), gt(matches.matchDate, new Date())))
      .limit(1);
    matchId = upcoming!.id;
  });
  afterAll(() => vi.useRealTimers());

  const rowsOf = (id: number) => ctx().database.db.select().from(predictions).where(eq(predictions.matchId, id));
  const page = async (headers: Record<string, string>): Promise<Match> => {
    const response = await ctx().app.inject({ url: `/api/matches/${matchId}`, headers: { cookie, ...headers } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("stores each statistical prediction's words in every language, with the English hashed alone", async () => {
    const rows = await rowsOf(matchId);
    expect(rows.map((r) => r.aiName).sort()).toEqual(["ChatGPT", "Grok"]);
    for (const row of rows) {
      expect(Object.keys(row.translations ?? {}).sort()).toEqual(["de", "es", "pt-BR"]);
      expect(row.translations?.de?.reasoning).not.toBe(row.reasoning);
      const hash = await hashEntry({ ...row, createdAt: row.createdAt.toISOString() });
      expect(hash).toBe(row.hash);
    }
  });

  it("gives a German reader German reasoning and bold calls, and English to an English one", async () => {
    const rows = await rowsOf(matchId);
    const english = await page({});
    for (const p of english.predictions) {
      const row = rows.find((r) => r.id === p.id)!;
      expect(p.reasoning).toBe(row.reasoning);
      expect(p.boldPrediction).toBe(row.boldPrediction);
    }
    await chooseLocale(ctx().app, cookie, "de");
    const german = await page({ "accept-language": "es" });
    const divino = german.predictions.find((p) => p.aiName === "ChatGPT")!;
    const eterno = german.predictions.find((p) => p.aiName === "Grok")!;
    expect(divino.reasoning).toMatch(/^Die Himmel ordnen sich über /);
    expect(divino.boldPrediction).toMatch(/^(Die Sterne haben es verfügt|Merkt es euch, Sterbliche)/);
    expect(eterno.reasoning).toMatch(/^Über die langen Spielzeiten /);
    // Everything else, the hash above all, is the same reply.
    expect(german.predictions.map((p) => p.hash)).toEqual(english.predictions.map((p) => p.hash));
    await chooseLocale(ctx().app, cookie, "en");
  });

  it("shows the English where a row has no translations or lacks the reader's language", async () => {
    const { db } = ctx().database;
    await chooseLocale(ctx().app, cookie, "pt-BR");
    const rows = await rowsOf(matchId);
    const [first, second] = rows;
    await db.update(predictions).set({ translations: null }).where(eq(predictions.id, first!.id));
    await db
      .update(predictions)
      .set({ translations: { de: second!.translations!.de! } })
      .where(eq(predictions.id, second!.id));
    const shown = await page({});
    for (const row of [first!, second!]) expect(shown.predictions.find((p) => p.id === row.id)?.reasoning).toBe(row.reasoning);
    await chooseLocale(ctx().app, cookie, "en");
  });

  it("keeps the English, hashed text in the public log whatever the reader's language", async () => {
    const response = await ctx().app.inject({ url: "/api/predictions/log", headers: { "accept-language": "de", cookie: "lang=de" } });
    expect(response.statusCode).toBe(200);
    const log: PredictionLogPage = response.json();
    const rows = await ctx().database.db.select().from(predictions).where(isNotNull(predictions.translations));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const checked = log.entries.filter((entry) => byId.has(entry.id));
    expect(checked.length).toBeGreaterThan(0);
    for (const entry of checked) expect(entry.reasoning).toBe(byId.get(entry.id)!.reasoning);
  });
});
