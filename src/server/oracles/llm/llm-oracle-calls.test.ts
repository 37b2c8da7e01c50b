import type { MetricValueWithName } from "prom-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registry } from "../../platform/metrics/metrics";
import { startReplayServer, type ReplayReply, type ReplayServer } from "../../testing/replay-server";
import { evenGrid } from "../../testing/forecasts";
import type { Oracle, OracleInput, OraclePrediction } from "../oracle";
import { LlmCallBudget } from "./llm-call-budget";
import type { LlmOracleOptions } from "./llm-oracle";
import { llmOracleAt } from "../../testing/llm-test-kit";
import llamaServerReply from "./fixtures/llama-server-fenced-prediction.json";
import ollamaReply from "./fixtures/ollama-prediction.json";
import openaiReply from "./fixtures/openai-prediction.json";
import xaiReply from "./fixtures/xai-prediction.json";

// What each call costs and how it ended, read back from the /metrics registry, and the daily budget.
// The replay server answers with the recorded replies of OpenAI, xAI, Ollama and llama-server.

const baseline: OraclePrediction = {
  predictedScore: "2-1",
  confidence: 47,
  reasoning: "Arsenal's attack rating 1.62 against Chelsea's defence 1.10.",
  goalScorers: null,
  boldPrediction: null,
  model: "stat-test",
  scoreGrid: evenGrid(),
};
const fallback: Oracle = { aiName: "ChatGPT", predict: async () => ({ ...baseline }) };
const input: OracleInput = {
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  leagueId: 39,
  leagueName: "Premier League",
  kickoff: new Date("2024-11-10T16:30:00Z"),
  history: [],
  homeSquad: [],
  awaySquad: [],
};

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const reply = (body: unknown): ReplayReply => ({ body });
const chatRoute = (replies: ReplayReply | ReplayReply[]) => server.reset([{ method: "POST", path: "/chat/completions", reply: replies }]);
const sentModel = (index: number) => (JSON.parse(server.requests[index]?.body ?? "{}") as { model?: string }).model;

const makeOracle = (overrides: Partial<LlmOracleOptions> = {}) => llmOracleAt(server.url, fallback, overrides);

/** One series' value on the process registry /metrics serves: a counter, or a histogram's _count or _sum. */
async function sample(name: string, labels: Record<string, string>, series = name): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  // Histograms name each value (_bucket, _count, _sum); counters leave the name out.
  const values: MetricValueWithName<string>[] = (await metric.get()).values;
  return values
    .filter((v) => (v.metricName ?? name) === series && Object.entries(labels).every(([key, value]) => v.labels[key] === value))
    .reduce((sum, v) => sum + v.value, 0);
}
const calls = (oracle: string, model: string, result: string) => sample("prophecy_oracle_calls_total", { oracle, model, result });
const promptTokens = (oracle: string, model: string) => sample("prophecy_oracle_prompt_tokens_total", { oracle, model });
const completionTokens = (oracle: string, model: string) => sample("prophecy_oracle_completion_tokens_total", { oracle, model });
const timed = (oracle: string, model: string) =>
  sample("prophecy_oracle_call_duration_seconds", { oracle, model }, "prophecy_oracle_call_duration_seconds_count");
const timeSpent = (oracle: string, model: string) =>
  sample("prophecy_oracle_call_duration_seconds", { oracle, model }, "prophecy_oracle_call_duration_seconds_sum");

/** How much each figure moved while `run` ran. */
async function moved(figures: Record<string, () => Promise<number>>, run: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = Object.fromEntries(await Promise.all(Object.entries(figures).map(async ([key, read]) => [key, await read()] as const)));
  await run();
  const after = await Promise.all(Object.entries(figures).map(async ([key, read]) => [key, (await read()) - before[key]!] as const));
  return Object.fromEntries(after);
}

describe("the model asked for and the model that answered", () => {
  it.each([
    ["OpenAI", "ChatGPT", "gpt-4o", openaiReply, "gpt-4o-2024-08-06", "3-1"],
    ["xAI", "Grok", "grok-2-1212", xaiReply, "grok-2-1212", "2-1"],
    ["Ollama", "ChatGPT", "qwen2.5:7b-instruct", ollamaReply, "qwen2.5:7b-instruct", "2-0"],
    ["llama-server, schema not enforced", "Grok", "gemma-2", llamaServerReply, "gemma-2-2b-it-Q4_K_M", "2-0"],
  ] as const)("%s: sends the configured model and records the one named in the reply", async (_server, aiName, model, body, answered, score) => {
    chatRoute(reply(body));
    const { oracle, log } = makeOracle({ aiName, model });
    const prediction = await oracle.predict(input);
    expect(sentModel(0)).toBe(model);
    expect(prediction).toMatchObject({ model: answered, predictedScore: score, probabilities: null });
    expect(log).not.toHaveBeenCalled();
  });

  it("reads the other languages from OpenAI's recorded reply, and none from xAI's that has them not", async () => {
    chatRoute([reply(openaiReply), reply(xaiReply)]);
    const withAll = await makeOracle().oracle.predict(input);
    expect(Object.keys(withAll.translations ?? {}).sort()).toEqual(["de", "es", "pt-BR"]);
    expect(withAll.translations?.de).toEqual({
      reasoning: "Der Himmel ist mit Arsenal: 1,9 erwartete Tore gegen 1,1, und ein 5:0 im letzten Duell.",
      boldPrediction: "Saka trifft vor der 20. Minute.",
    });
    const without = await makeOracle({ aiName: "Grok", model: "grok-2-1212" }).oracle.predict(input);
    expect(without).toMatchObject({ predictedScore: "2-1", translations: null });
  });

  it("records the configured model when the reply names none, and counts no tokens it did not report", async () => {
    const { model: _model, usage: _usage, ...bare } = openaiReply;
    chatRoute(reply(bare));
    const { oracle, log } = makeOracle({ model: "gpt-4o-mini" });
    const figures = {
      ok: () => calls("ChatGPT", "gpt-4o-mini", "ok"),
      prompt: () => promptTokens("ChatGPT", "gpt-4o-mini"),
      completion: () => completionTokens("ChatGPT", "gpt-4o-mini"),
      timed: () => timed("ChatGPT", "gpt-4o-mini"),
    };
    let prediction: OraclePrediction | undefined;
    expect(
      await moved(figures, async () => {
        prediction = await oracle.predict(input);
      }),
    ).toEqual({ ok: 1, prompt: 0, completion: 0, timed: 1 });
    expect(prediction).toMatchObject({ model: "gpt-4o-mini", predictedScore: "3-1" });
    expect(log).not.toHaveBeenCalled();
  });

  it("answers from the twin under the twin's own name when the model fails", async () => {
    chatRoute(reply({ ...openaiReply, choices: [{ index: 0, message: { role: "assistant", content: "I'd say Arsenal win." } }] }));
    const { oracle, log } = makeOracle();
    expect(await oracle.predict(input)).toEqual(baseline);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("ChatGPT oracle (gpt-4o) fell back to stat-test: reply content is not JSON"),
      expect.anything(),
    );
  });
});

describe("oracle call metrics", () => {
  it("counts a good call with its tokens and its time, under the configured model", async () => {
    chatRoute({ ...reply(openaiReply), delayMs: 60 });
    const { oracle } = makeOracle({ model: "gpt-4o-metrics" });
    const figures = {
      ok: () => calls("ChatGPT", "gpt-4o-metrics", "ok"),
      prompt: () => promptTokens("ChatGPT", "gpt-4o-metrics"),
      completion: () => completionTokens("ChatGPT", "gpt-4o-metrics"),
      timed: () => timed("ChatGPT", "gpt-4o-metrics"),
      seconds: () => timeSpent("ChatGPT", "gpt-4o-metrics"),
    };
    const change = await moved(figures, () => oracle.predict(input));
    expect(change).toMatchObject({ ok: 1, prompt: 1187, completion: 318, timed: 1 });
    expect(change.seconds).toBeGreaterThanOrEqual(0.05);
    expect(change.seconds).toBeLessThan(2);
    const text = await registry.metrics();
    expect(text).toContain('prophecy_oracle_calls_total{oracle="ChatGPT",model="gpt-4o-metrics",result="ok"}');
    expect(text).toContain('prophecy_oracle_call_duration_seconds_bucket{le="0.25",oracle="ChatGPT",model="gpt-4o-metrics"}');
  });

  it("tells a failed request (twin answers) from an unusable reply (twin answers), counting the tokens the reply cost", async () => {
    const { oracle } = makeOracle({ aiName: "Grok", model: "grok-results" });
    const figures = {
      ok: () => calls("Grok", "grok-results", "ok"),
      failed: () => calls("Grok", "grok-results", "failed"),
      fallback: () => calls("Grok", "grok-results", "fallback"),
      prompt: () => promptTokens("Grok", "grok-results"),
      timed: () => timed("Grok", "grok-results"),
    };
    chatRoute({ status: 503, headers: { "retry-after-ms": "10" }, body: { error: { message: "overloaded", type: "server_error", code: null } } });
    expect(await moved(figures, () => oracle.predict(input))).toEqual({ ok: 0, failed: 1, fallback: 0, prompt: 0, timed: 1 });
    expect(server.requests).toHaveLength(2);

    const offSchema = JSON.stringify({ predictedScore: "two-one", confidence: 150, reasoning: "x" });
    chatRoute(reply({ ...xaiReply, choices: [{ index: 0, message: { role: "assistant", content: offSchema, refusal: null } }] }));
    expect(await moved(figures, () => oracle.predict(input))).toEqual({ ok: 0, failed: 0, fallback: 1, prompt: 1203, timed: 1 });
  });
});

describe("the daily call budget", () => {
  it("is shared by the oracles: once spent they answer from their twins without a request, until 00:00 UTC", async () => {
    let now = new Date("2024-11-10T22:00:00Z");
    const budget = new LlmCallBudget({ dailyCalls: 2, now: () => now });
    chatRoute([reply(openaiReply), reply(xaiReply), reply(openaiReply)]);
    const chatGpt = makeOracle({ model: "gpt-4o-budget", budget }).oracle;
    const grok = makeOracle({ aiName: "Grok", model: "grok-budget", budget, fallback: { ...fallback, aiName: "Grok" } }).oracle;
    const figures = {
      chatGptOk: () => calls("ChatGPT", "gpt-4o-budget", "ok"),
      chatGptSpent: () => calls("ChatGPT", "gpt-4o-budget", "budget_spent"),
      grokOk: () => calls("Grok", "grok-budget", "ok"),
      grokSpent: () => calls("Grok", "grok-budget", "budget_spent"),
      timed: async () => (await timed("ChatGPT", "gpt-4o-budget")) + (await timed("Grok", "grok-budget")),
    };

    const today = await moved(figures, async () => {
      expect(await chatGpt.predict(input)).toMatchObject({ model: "gpt-4o-2024-08-06" });
      expect(await grok.predict(input)).toMatchObject({ model: "grok-2-1212" });
      expect(await chatGpt.predict(input)).toEqual(baseline);
      expect(await grok.predict(input)).toEqual(baseline);
    });
    expect(today).toEqual({ chatGptOk: 1, chatGptSpent: 1, grokOk: 1, grokSpent: 1, timed: 2 });
    expect(server.requests).toHaveLength(2);

    now = new Date("2024-11-11T00:00:00Z");
    expect(await chatGpt.predict(input)).toMatchObject({ model: "gpt-4o-2024-08-06", predictedScore: "3-1" });
    expect(server.requests).toHaveLength(3);
  });

  it("counts a call that failed: the request was made", async () => {
    const budget = new LlmCallBudget({ dailyCalls: 1, now: () => new Date("2024-11-10T12:00:00Z") });
    chatRoute({ status: 401, body: { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } } });
    const { oracle } = makeOracle({ budget });
    expect(await oracle.predict(input)).toEqual(baseline);
    expect(await oracle.predict(input)).toEqual(baseline);
    expect(server.requests).toHaveLength(1);
  });
});
