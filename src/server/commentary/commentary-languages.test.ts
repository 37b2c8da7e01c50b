import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { commentary } from "../platform/db/schema";
import { frameText } from "../live/ws-text";
import type { MatchEvent } from "../platform/providers/football/football-provider";
import { chooseLocale, describeEachDatabase, listenForSockets, signUp } from "../testing/harness";
import { plantPredictions } from "../testing/prediction-chain";
import { eventLine, oracleReaction } from "./commentary-text";
import { recordEvents } from "./commentary.service";
import { inLanguage, withTranslations } from "./line-languages";

// docs/decisions.md#languages: live commentary goes out in each subscriber's language, the oracles'
// reactions in their own voices, written once per line and language.

const teams = { homeTeam: "Arsenal", awayTeam: "Chelsea" };
const goal: MatchEvent = { key: "g1", minute: 23, kind: "goal", team: "home", player: "B. Saka", homeGoals: 1, awayGoals: 0 };

describe("the commentary's lines", () => {
  it("are written in each language, names as they are, the English as it always was", () => {
    expect(eventLine(goal, teams)).toBe("GOAL! B. Saka (Arsenal) scores. Arsenal 1-0 Chelsea.");
    expect(eventLine(goal, teams, "de")).toBe("TOR! B. Saka (Arsenal) trifft. Arsenal 1-0 Chelsea.");
    expect(eventLine(goal, teams, "es")).toBe("¡GOL! Marca B. Saka (Arsenal). Arsenal 1-0 Chelsea.");
    expect(eventLine({ ...goal, kind: "full_time" }, teams, "pt-BR")).toBe("Fim de jogo: Arsenal 1-0 Chelsea.");
  });

  it("keep each oracle's voice in each language", () => {
    expect(oracleReaction("ChatGPT", "2-1", { home: 1, away: 0 }, false)).toBe("El Divino: 1-0. My 2-1 still awaits its hour.");
    expect(oracleReaction("ChatGPT", "2-1", { home: 1, away: 0 }, false, "de")).toBe("El Divino: 1-0. Mein 2-1 wartet noch auf seine Stunde.");
    expect(oracleReaction("Grok", "2-1", { home: 2, away: 1 }, true, "de")).toBe("O Eterno: 2-1. So, wie es immer kommen sollte.");
    expect(oracleReaction("Grok", "2-1", { home: 0, away: 3 }, true, "pt-BR")).toBe(
      "O Eterno: 0-3. O tempo ensina humildade a todo vidente. Hei de me lembrar disto.",
    );
  });

  it("go out as one copy per line and language, the English where a line has none", () => {
    const line = withTranslations(
      { type: "commentary", matchId: 1, message: "GOAL!", minute: 3, createdAt: "2025-03-01T12:00:00.000Z" },
      { de: "TOR!" },
    );
    expect(inLanguage(line, "de")).toEqual({ ...line, message: "TOR!" });
    expect(inLanguage(line, "de")).toBe(inLanguage(line, "de"));
    expect(inLanguage(line, "es")).toBe(line);
    expect(inLanguage(line, "en")).toBe(line);
    const state = { type: "match", matchId: 1, status: "live", actualScore: "1-0", minute: 3 } as const;
    expect(inLanguage(state, "de")).toBe(state);
  });
});

/** Collects a socket's JSON messages. */
function collect(socket: WebSocket): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  socket.on("message", (data) => seen.push(JSON.parse(frameText(data)) as Record<string, unknown>));
  return seen;
}

async function until<T>(probe: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeEachDatabase("live commentary in each subscriber's language", (ctx) => {
  let base = "";
  let germanCookie = "";
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    base = await listenForSockets(ctx().app);
    germanCookie = (await signUp(ctx().app)).cookie;
    await chooseLocale(ctx().app, germanCookie, "de");
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function follow(matchId: number, headers: Record<string, string>) {
    const socket = new WebSocket(base, { headers });
    sockets.push(socket);
    const messages = collect(socket);
    await new Promise((r) => socket.once("open", r));
    socket.send(JSON.stringify({ type: "subscribe", matchId }));
    await until(() => messages.find((m) => m.type === "subscribed"));
    return messages;
  }
  const lines = (messages: Array<Record<string, unknown>>) => messages.filter((m) => m.type === "commentary").map((m) => m.message);

  it("sends a goal and the oracles' reactions to each socket in its language, and the history on subscribe too", async () => {
    const { app, database } = ctx();
    const [planted] = await plantPredictions(database.db, 1, { oracles: ["ChatGPT", "Grok"], kickoff: () => new Date(Date.now() - 600_000) });
    const matchId = planted!.matchId;
    const match = { id: matchId, homeTeam: "Home", awayTeam: "Away" };
    // The account's language wins over the browser's; a visitor's comes from the cookie, else Accept-Language;
    // a language the game does not speak is English.
    const german = await follow(matchId, { cookie: germanCookie, "accept-language": "es" });
    const spanish = await follow(matchId, { "accept-language": "es-AR,es;q=0.9" });
    const portuguese = await follow(matchId, { cookie: "lang=pt-BR", "accept-language": "de" });
    const english = await follow(matchId, { cookie: "lang=xx", "accept-language": "fr" });

    expect(await recordEvents(database.db, app.game.hub, match, [{ ...goal, team: "away", player: "C. Palmer", homeGoals: 0, awayGoals: 1 }])).toBe(
      3,
    );
    for (const messages of [german, spanish, portuguese, english]) await until(() => (lines(messages).length === 3 ? true : undefined));
    expect(lines(german)).toEqual([
      "TOR! C. Palmer (Away) trifft. Home 0-1 Away.",
      "El Divino: 0-1. Das Drehbuch weicht von meinem 1-0 ab, doch ich wanke nicht.",
      "O Eterno: 0-1. Mein 1-0 verblasst, wie alle Dinge.",
    ]);
    expect(lines(spanish)[0]).toBe("¡GOL! Marca C. Palmer (Away). Home 0-1 Away.");
    expect(lines(portuguese)[0]).toBe("GOL! C. Palmer (Away) marca. Home 0-1 Away.");
    expect(lines(english)).toEqual([
      "GOAL! C. Palmer (Away) scores. Home 0-1 Away.",
      "El Divino: 0-1. The script strays from my 1-0, but I do not waver.",
      "O Eterno: 0-1. My 1-0 fades, as all things do.",
    ]);

    // The English is stored as the line, its other languages beside it.
    const [stored] = await database.db.select().from(commentary).where(eq(commentary.eventKey, "g1"));
    expect(stored?.message).toBe("GOAL! C. Palmer (Away) scores. Home 0-1 Away.");
    expect(stored?.translations?.de).toBe("TOR! C. Palmer (Away) trifft. Home 0-1 Away.");

    // A German socket subscribing later reads the history in German; a line older than translations, in English.
    await database.db.update(commentary).set({ translations: null }).where(eq(commentary.eventKey, "g1:Grok"));
    // The subscribe's history is read at most once a second per match.
    await new Promise((r) => setTimeout(r, 1_100));
    const late = await follow(matchId, { cookie: germanCookie });
    await until(() => (lines(late).length === 3 ? true : undefined));
    expect(lines(late)).toEqual([
      "TOR! C. Palmer (Away) trifft. Home 0-1 Away.",
      "El Divino: 0-1. Das Drehbuch weicht von meinem 1-0 ab, doch ich wanke nicht.",
      "O Eterno: 0-1. My 1-0 fades, as all things do.",
    ]);
  });
});
