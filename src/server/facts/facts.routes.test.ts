import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../platform/db/client";
import { llmCallDays } from "../platform/db/schema";
import { databaseKinds, describeEachDatabase, signUp } from "../testing/harness";
import { startInstances, type Instances } from "../testing/instances";
import { startReplayServer, type RecordedRequest, type ReplayReply, type ReplayServer } from "../testing/replay-server";
import { FACTS_BANK } from "./facts-bank";

const URL = "/api/generate-football-facts";
interface FactsReply {
  facts: { title: string; description: string }[];
}

const ask = (app: FastifyInstance, options: { cookie?: string; payload?: unknown } = {}) =>
  app.inject({
    method: "POST",
    url: URL,
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

function visitorCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "pl_visitor");
  if (!cookie) throw new Error(`no visitor cookie (status ${response.statusCode}: ${response.body})`);
  return `pl_visitor=${cookie.value}`;
}

const bankTitles = new Set(FACTS_BANK.map((fact) => fact.title));

it("has a bank of at least 150 facts with unique ids and titles, short titles and one or two sentences", () => {
  expect(FACTS_BANK.length).toBeGreaterThanOrEqual(150);
  expect(new Set(FACTS_BANK.map((fact) => fact.id)).size).toBe(FACTS_BANK.length);
  expect(new Set(FACTS_BANK.map((fact) => fact.title.toLowerCase())).size).toBe(FACTS_BANK.length);
  for (const fact of FACTS_BANK) {
    expect(fact.id, fact.id).toMatch(/^[a-z0-9-]+$/);
    expect(fact.title.length, fact.id).toBeLessThanOrEqual(60);
    const sentences = fact.description.match(/[.!?](?=\s|$)/g)?.length ?? 0;
    expect(sentences, fact.id).toBeGreaterThanOrEqual(1);
    expect(sentences, fact.id).toBeLessThanOrEqual(2);
  }
  const topics = new Set(FACTS_BANK.map((fact) => fact.topic));
  expect([...topics].sort()).toEqual(["clubs", "history", "laws", "players", "records", "women", "world-cup"]);
});

describeEachDatabase("generate football facts", (ctx) => {
  it("returns 3 facts by default to a signed-out visitor and sets a year-long visitor cookie", async () => {
    const response = await ask(ctx().app);
    expect(response.statusCode).toBe(200);
    const { facts } = response.json<FactsReply>();
    expect(facts).toHaveLength(3);
    for (const fact of facts) {
      expect(Object.keys(fact).sort()).toEqual(["description", "title"]);
      expect(fact.title.trim()).not.toBe("");
      expect(fact.description.trim()).not.toBe("");
      expect(bankTitles.has(fact.title)).toBe(true);
    }
    const cookie = response.cookies.find((c) => c.name === "pl_visitor");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 31_536_000 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const withBody = await ask(ctx().app, { payload: { count: 5 }, cookie: visitorCookie(response) });
    expect(withBody.json<FactsReply>().facts).toHaveLength(5);
    // A visitor who already has the cookie keeps it.
    expect(withBody.cookies.find((c) => c.name === "pl_visitor")).toBeUndefined();
  });

  it("never repeats a fact for the same visitor across 50 calls of 3", async () => {
    const { app } = ctx();
    const first = await ask(app, { payload: { count: 3 } });
    const cookie = visitorCookie(first);
    const titles = first.json<FactsReply>().facts.map((fact) => fact.title);
    for (let call = 1; call < 50; call += 1) {
      const response = await ask(app, { cookie, payload: { count: 3 } });
      expect(response.statusCode).toBe(200);
      titles.push(...response.json<FactsReply>().facts.map((fact) => fact.title));
    }
    expect(titles).toHaveLength(150);
    expect(new Set(titles).size).toBe(150);
  });

  it("keeps visitors apart: another visitor sees the whole bank, then starts over", async () => {
    const { app } = ctx();
    const first = await ask(app, { payload: { count: 5 } });
    const cookie = visitorCookie(first);
    const titles = first.json<FactsReply>().facts.map((fact) => fact.title);
    while (titles.length < FACTS_BANK.length) {
      const response = await ask(app, { cookie, payload: { count: 5 } });
      titles.push(...response.json<FactsReply>().facts.map((fact) => fact.title));
    }
    // Every bank fact, including those other visitors have already been shown, each once.
    expect(new Set(titles.slice(0, FACTS_BANK.length))).toEqual(bankTitles);
    const again = await ask(app, { cookie, payload: { count: 5 } });
    expect(again.statusCode).toBe(200);
    expect(again.json<FactsReply>().facts).toHaveLength(5);
  });

  it("identifies a signed-in player by account, without a visitor cookie", async () => {
    const { app } = ctx();
    const { cookie } = await signUp(app);
    const titles: string[] = [];
    for (let call = 0; call < 20; call += 1) {
      const response = await ask(app, { cookie, payload: { count: 5 } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === "pl_visitor")).toBeUndefined();
      titles.push(...response.json<FactsReply>().facts.map((fact) => fact.title));
    }
    expect(new Set(titles).size).toBe(100);
  });

  it("refuses bad input with 400 (or 413 for a huge body) and a readable message", async () => {
    const { app } = ctx();
    const bad: unknown[] = [{ count: 0 }, { count: 6 }, { count: "3" }, { count: 2.5 }, { count: null }, { count: 3, extra: true }, [], "3", null];
    for (const payload of bad) {
      const response = await app.inject({
        method: "POST",
        url: URL,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message, JSON.stringify(payload)).toBe("string");
    }
    expect((await ask(app, { payload: { count: 0 } })).json().message).toBe("Count must be a whole number from 1 to 5");
    expect((await ask(app, { payload: { count: 3, extra: 1 } })).json().message).toBe("Unknown field: extra");

    const huge = await app.inject({
      method: "POST",
      url: URL,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: 3, padding: "x".repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().message).toBe("string");

    const notJson = await app.inject({ method: "POST", url: URL, headers: { "content-type": "text/plain" }, body: "count=3" });
    expect(notJson.statusCode).toBe(415);
    expect(typeof notJson.json().message).toBe("string");
  });
});

describeEachDatabase(
  "generate football facts rate limit",
  (ctx) => {
    it("answers 429 to the 11th call in a minute from one address", async () => {
      const { app } = ctx();
      for (let call = 1; call <= 10; call += 1) {
        expect((await ask(app, { payload: { count: 1 } })).statusCode, `call ${call}`).toBe(200);
      }
      const limited = await ask(app, { payload: { count: 1 } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests/);
    });
  },
  { app: { rateLimits: true } },
);

// The replay server speaks chat completions, so the real openai SDK runs end to end. The game's
// oracles share OPENAI_BASE_URL; their requests (another schema name) get a 500 and fall back.
let server: ReplayServer;
let factsReply: ReplayReply | ((count: number) => ReplayReply);
const llmEnv: Record<string, string> = { OPENAI_API_KEY: "sk-test" };

beforeAll(async () => {
  server = await startReplayServer();
  llmEnv.OPENAI_BASE_URL = server.url;
});
afterAll(() => server.close());

interface SentBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema?: { name: string; strict: boolean } };
}
const sentBody = (request: RecordedRequest) => JSON.parse(request.body) as SentBody;
const factRequests = () => server.requests.filter((request) => sentBody(request).response_format.json_schema?.name === "football_facts");

function completion(content: string): ReplayReply {
  return {
    body: {
      id: "chatcmpl-facts",
      object: "chat.completion",
      created: 1731250000,
      model: "gpt-4o-2024-08-06",
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 200, completion_tokens: 120, total_tokens: 320 },
    },
  };
}

const modelFacts = (tag: string, count = 3) =>
  Array.from({ length: count }, (_, i) => ({
    title: `Model fact ${tag}-${i + 1}`,
    description: `A checkable fact number ${i + 1} from batch ${tag}.`,
  }));

/** Answers the facts' requests with `factsReply`, the oracles' with a 500. */
function scriptFacts(): void {
  let calls = 0;
  server.reset([
    {
      method: "POST",
      path: "/chat/completions",
      reply: (request) => {
        if (sentBody(request).response_format.json_schema?.name !== "football_facts") {
          return { status: 500, body: { error: { message: "not scripted" } } };
        }
        calls += 1;
        return typeof factsReply === "function" ? factsReply(calls) : factsReply;
      },
    },
  ]);
}

describeEachDatabase(
  "generate football facts with the language model",
  (ctx) => {
    beforeEach(scriptFacts);

    it("serves a signed-out visitor from the bank without asking the model", async () => {
      factsReply = completion(JSON.stringify({ facts: modelFacts("out") }));
      for (let call = 0; call < 3; call += 1) {
        const response = await ask(ctx().app, { payload: { count: 3 } });
        expect(response.statusCode).toBe(200);
        for (const fact of response.json<FactsReply>().facts) expect(bankTitles.has(fact.title)).toBe(true);
      }
      expect(server.requests).toHaveLength(0);
    });

    it("returns the model's facts to a signed-in player, asking gpt-4o with a strict JSON schema", async () => {
      const facts = modelFacts("a");
      factsReply = completion(JSON.stringify({ facts }));
      const { cookie } = await signUp(ctx().app);
      const response = await ask(ctx().app, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json<FactsReply>().facts).toEqual(facts);
      const [request] = factRequests();
      expect(request?.headers.authorization).toBe("Bearer sk-test");
      const body = sentBody(request!);
      expect(body.model).toBe("gpt-4o");
      expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "football_facts", strict: true } });
      expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
      expect(body.messages[1]?.content).toContain("Write 3 new football facts");
    });

    it("tells the model what this visitor has seen and drops repeats, topping up from the bank", async () => {
      factsReply = (call) =>
        completion(JSON.stringify({ facts: call === 1 ? modelFacts("b") : [...modelFacts("b").slice(0, 2), ...modelFacts("c", 1)] }));
      const { cookie } = await signUp(ctx().app);
      await ask(ctx().app, { cookie });
      const second = await ask(ctx().app, { cookie });
      const prompt = sentBody(factRequests()[1]!).messages[1]?.content ?? "";
      for (const fact of modelFacts("b")) expect(prompt).toContain(fact.title);

      const titles = second.json<FactsReply>().facts.map((fact) => fact.title);
      expect(titles).toHaveLength(3);
      expect(titles[0]).toBe("Model fact c-1");
      expect(bankTitles.has(titles[1]!) && bankTitles.has(titles[2]!)).toBe(true);
    });

    it("answers from the bank when the reply is malformed", async () => {
      const { cookie } = await signUp(ctx().app);
      for (const content of [
        "not json at all",
        JSON.stringify({ facts: "three facts" }),
        JSON.stringify({ facts: [{ title: "", description: "x" }] }),
        JSON.stringify({ items: modelFacts("d") }),
      ]) {
        factsReply = completion(content);
        const response = await ask(ctx().app, { cookie });
        expect(response.statusCode, content).toBe(200);
        const { facts } = response.json<FactsReply>();
        expect(facts, content).toHaveLength(3);
        for (const fact of facts) expect(bankTitles.has(fact.title), content).toBe(true);
      }
    });

    it("answers from the bank when the API fails, after one retry", async () => {
      factsReply = { status: 500, body: { error: { message: "overloaded" } } };
      const { cookie } = await signUp(ctx().app);
      const response = await ask(ctx().app, { cookie, payload: { count: 2 } });
      expect(response.statusCode).toBe(200);
      const { facts } = response.json<FactsReply>();
      expect(facts).toHaveLength(2);
      for (const fact of facts) expect(bankTitles.has(fact.title)).toBe(true);
      expect(factRequests()).toHaveLength(2);
    });
  },
  { env: llmEnv },
);

const DAILY_CALLS = 2;
// Filled like llmEnv: the apps read it when their suites start, after the replay server is up.
const budgetEnv: Record<string, string> = { LLM_DAILY_CALLS: String(DAILY_CALLS) };
beforeAll(() => Object.assign(budgetEnv, llmEnv));
/** Today's count of LLM_DAILY_CALLS, as every instance reads it. */
const callsToday = async (db: Db) =>
  (await db.select({ used: llmCallDays.used }).from(llmCallDays).where(eq(llmCallDays.day, utcToday())))[0]?.used ?? 0;
const utcToday = () => new Date().toISOString().slice(0, 10);
const fromModel = (response: LightMyRequestResponse) => response.json<FactsReply>().facts.some((fact) => fact.title.startsWith("Model fact"));

describeEachDatabase(
  "generate football facts within LLM_DAILY_CALLS",
  (ctx) => {
    beforeEach(scriptFacts);

    it("counts each signed-in ask in the day's calls, and serves the bank without asking once they are spent", async () => {
      factsReply = completion(JSON.stringify({ facts: modelFacts("budget") }));
      const { app, database } = ctx();
      const { cookie } = await signUp(app);
      // The oracles' calls are the same allowance: one is already taken today.
      await database.db.insert(llmCallDays).values({ day: utcToday(), used: DAILY_CALLS - 1 });

      const first = await ask(app, { cookie });
      expect(fromModel(first)).toBe(true);
      expect(await callsToday(database.db)).toBe(DAILY_CALLS);
      expect(factRequests()).toHaveLength(1);

      const spent = await ask(app, { cookie });
      expect(spent.statusCode).toBe(200);
      expect(spent.json<FactsReply>().facts.every((fact) => bankTitles.has(fact.title))).toBe(true);
      expect(factRequests()).toHaveLength(1);
      expect(await callsToday(database.db)).toBe(DAILY_CALLS);
    });
  },
  { env: budgetEnv },
);

describe.skipIf(!databaseKinds.includes("postgres"))("LLM_DAILY_CALLS on two instances [postgres]", () => {
  let instances: Instances;
  beforeAll(async () => {
    instances = await startInstances(2, { env: budgetEnv, app: { rateLimits: false } });
  });
  afterAll(() => instances.close());
  beforeEach(scriptFacts);

  it("is one allowance: calls taken on one instance leave fewer for the other", async () => {
    factsReply = completion(JSON.stringify({ facts: modelFacts("shared") }));
    const [one, two] = instances.apps as [FastifyInstance, FastifyInstance];
    const { cookie } = await signUp(one);
    const answers = [await ask(one, { cookie }), await ask(two, { cookie }), await ask(one, { cookie }), await ask(two, { cookie })];
    expect(answers.map(fromModel)).toEqual([true, true, false, false]);
    expect(factRequests()).toHaveLength(DAILY_CALLS);
    expect(await callsToday(instances.database.db)).toBe(DAILY_CALLS);
  });
});
