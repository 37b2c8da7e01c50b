import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReplayServer, type RecordedRequest, type ReplayReply, type ReplayServer } from "../../testing/replay-server";
import type { Oracle, OraclePrediction } from "../oracle";
import { buildPrompt, confidenceFlag, type LlmOracleOptions } from "./llm-oracle";
import { arsenalChelsea, llmOracleAt } from "../../testing/llm-test-kit";
import { evenGrid } from "../../testing/forecasts";

// The replay server speaks the chat-completions protocol, so the real openai SDK (retries, timeouts,
// error classes) is exercised end to end.

const baseline: OraclePrediction = {
  predictedScore: "2-1",
  confidence: 47,
  reasoning: "Arsenal's attack rating 1.62 against Chelsea's defence 1.10 gives 1.9 expected goals to 1.1.",
  goalScorers: null,
  boldPrediction: null,
  model: "stat-test",
  scoreGrid: evenGrid(),
};
const fallback: Oracle = { aiName: "ChatGPT", predict: async () => ({ ...baseline }) };

const input = arsenalChelsea;

function completion(content: string, model = "gpt-4o-2024-08-06"): ReplayReply {
  return {
    body: {
      id: "chatcmpl-AQ8test",
      object: "chat.completion",
      created: 1731250000,
      model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 412, completion_tokens: 96, total_tokens: 508 },
      system_fingerprint: "fp_test",
    },
  };
}
const goodReply = {
  predictedScore: "3-1",
  confidence: 58,
  reasoning: "The heavens favour Arsenal: 1.9 expected goals and a 5-0 in the last meeting.",
  goalScorers: "B. Saka, K. Havertz",
  boldPrediction: "Saka scores before the 20th minute.",
  likelyScores: [
    { score: "3-1", percent: 14 },
    { score: "2-1", percent: 12.5 },
    { score: "not a score", percent: 50 },
  ],
};

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const oracle = (overrides: Partial<LlmOracleOptions> = {}) => llmOracleAt(server.url, fallback, overrides);
const chatRoute = (reply: ReplayReply | ReplayReply[]) => [{ method: "POST", path: "/chat/completions", reply }];
const sentBody = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body ?? "{}") as { model: string; messages: { role: string; content: string }[]; response_format: unknown };

describe("LlmOracle", () => {
  it("returns the model's fields with the name of the model that answered on a good reply", async () => {
    server.reset(chatRoute(completion(JSON.stringify(goodReply))));
    const { oracle: chatGpt, log } = oracle();
    const { likelyScores: _named, ...fields } = goodReply;
    const prediction = await chatGpt.predict(input);
    // Asked for gpt-4o; the reply names the dated snapshot that answered, and the record keeps that.
    expect(prediction).toEqual({
      ...fields,
      // A reply in English alone: its readers in every language see the English.
      translations: null,
      model: "gpt-4o-2024-08-06",
      probabilities: null,
      confidenceFlag: null,
      scoreGrid: expect.any(Array),
    });
    // Its sealed forecast: the scores it named at its chances, the even baseline grid filling the rest.
    expect(prediction.scoreGrid[3 * 11 + 1]).toBe(140_000);
    expect(prediction.scoreGrid[2 * 11 + 1]).toBe(125_000);
    expect(prediction.scoreGrid.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    expect(new Set(prediction.scoreGrid.filter((_, i) => i !== 34 && i !== 23).map((p) => Math.round(p / 10))).size).toBe(1);
    expect(log).not.toHaveBeenCalled();
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-test");
  });

  it("keeps the reasoning and bold call in the other languages the same reply gave, each language on its own", async () => {
    const translations = {
      "pt-BR": { reasoning: "Os céus favorecem o Arsenal.", boldPrediction: "Saka marca antes dos 20 minutos." },
      es: { reasoning: "Los cielos favorecen al Arsenal.", boldPrediction: null },
      de: { reasoning: "Der Himmel ist mit Arsenal.", boldPrediction: "Saka trifft vor der 20. Minute." },
    };
    server.reset(chatRoute(completion(JSON.stringify({ ...goodReply, translations }))));
    const whole = await oracle().oracle.predict(input);
    expect(whole.reasoning).toBe(goodReply.reasoning);
    // Spanish gave no bold call: its readers see the English one (prediction-translations.ts).
    expect(whole.translations).toEqual({ ...translations, es: { reasoning: "Los cielos favorecen al Arsenal." } });
  });

  it("never fails a prediction over its translations: a missing or malformed language shows the English", async () => {
    const translations = {
      "pt-BR": "Os céus favorecem o Arsenal.",
      es: { reasoning: "   ", boldPrediction: 7 },
      de: { reasoning: "Der Himmel ist mit Arsenal." },
    };
    server.reset(
      chatRoute([completion(JSON.stringify({ ...goodReply, translations })), completion(JSON.stringify({ ...goodReply, translations: [] }))]),
    );
    const { oracle: chatGpt, log } = oracle();
    const partial = await chatGpt.predict(input);
    expect(partial).toMatchObject({
      predictedScore: "3-1",
      model: "gpt-4o-2024-08-06",
      translations: { de: { reasoning: "Der Himmel ist mit Arsenal." } },
    });
    expect(Object.keys(partial.translations ?? {})).toEqual(["de"]);
    const none = await chatGpt.predict(input);
    expect(none).toMatchObject({ predictedScore: "3-1", translations: null });
    expect(log).not.toHaveBeenCalled();
  });

  it("sends the persona, the baseline's numbers, form and a strict JSON schema", async () => {
    server.reset(chatRoute(completion(JSON.stringify(goodReply))));
    await oracle().oracle.predict(input);
    const body = sentBody(server.requests[0]);
    expect(body.model).toBe("gpt-4o");
    expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "prediction", strict: true } });
    const [system, user] = body.messages;
    expect(system).toMatchObject({ role: "system" });
    expect(system?.content).toContain("El Divino");
    expect(user?.content).toContain("predicted score: 2-1");
    expect(user?.content).toContain("confidence: 47%");
    expect(user?.content).toContain(baseline.reasoning);
    expect(user?.content).toContain("Arsenal (LLWW, newest first)");
    expect(user?.content).toContain("Chelsea (DWL, newest first)");
    expect(user?.content).toContain("2024-04-23 Arsenal 5-0 Chelsea");
  });

  it("falls back when the content is not JSON", async () => {
    server.reset(chatRoute(completion('{"predictedScore": "3-1", "confidence": ')));
    const { oracle: chatGpt, log } = oracle();
    expect(await chatGpt.predict(input)).toEqual(baseline);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("not JSON"), expect.anything());
  });

  it("falls back when the reply does not match the schema", async () => {
    server.reset(chatRoute(completion(JSON.stringify({ ...goodReply, predictedScore: "two-one", confidence: 150 }))));
    const { oracle: chatGpt, log } = oracle();
    expect(await chatGpt.predict(input)).toEqual(baseline);
    const message = String(log.mock.calls[0]?.[0]);
    expect(message).toContain("predictedScore");
    expect(message).toContain("confidence");
  });

  it("falls back after a timeout, having retried once", async () => {
    server.reset(chatRoute({ ...completion(JSON.stringify(goodReply)), delayMs: 3_000 }));
    const { oracle: chatGpt, log } = oracle({ timeoutMs: 200 });
    expect(await chatGpt.predict(input)).toEqual(baseline);
    expect(server.requests).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("timed out"), expect.anything());
  });

  it.each([429, 500])("falls back on HTTP %i after the SDK's one retry", async (status) => {
    server.reset(
      chatRoute({ status, headers: { "retry-after-ms": "10" }, body: { error: { message: "try later", type: "server_error", code: null } } }),
    );
    const { oracle: chatGpt, log } = oracle();
    expect(await chatGpt.predict(input)).toEqual(baseline);
    expect(server.requests).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`HTTP ${status}`), expect.anything());
  });

  it("uses the reply when a 500 is followed by a good answer", async () => {
    server.reset(
      chatRoute([{ status: 500, headers: { "retry-after-ms": "10" }, body: { error: { message: "oops" } } }, completion(JSON.stringify(goodReply))]),
    );
    expect(await oracle().oracle.predict(input)).toMatchObject({ predictedScore: "3-1", model: "gpt-4o-2024-08-06" });
    expect(server.requests).toHaveLength(2);
  });

  it("speaks to xAI as Grok with grok-2-1212", async () => {
    server.reset(chatRoute(completion(JSON.stringify({ ...goodReply, predictedScore: "1-1", confidence: 31 }), "grok-2-1212")));
    const { oracle: grok } = oracle({ aiName: "Grok", model: "grok-2-1212", apiKey: "xai-test" });
    expect(await grok.predict(input)).toMatchObject({ predictedScore: "1-1", confidence: 31, model: "grok-2-1212" });
    const body = sentBody(server.requests[0]);
    expect(body.model).toBe("grok-2-1212");
    expect(body.messages[0]?.content).toContain("O Eterno");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer xai-test");
  });

  it("tells the second oracle the first one's call, and falls back to its twin when the reply repeats it", async () => {
    const second = { ...input, taken: { by: "Grok" as const, score: "3-1" } };
    server.reset(chatRoute(completion(JSON.stringify(goodReply))));
    const { oracle: chatGpt, log } = oracle();
    // The twin already calls the best of the rest (2-1 here); the repeated 3-1 is not used.
    expect(await chatGpt.predict(second)).toEqual(baseline);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("reply repeats Grok's call 3-1"), expect.anything());
    const user = sentBody(server.requests[0]).messages[1]?.content;
    expect(user).toContain("O Eterno has already called 3-1 for this match.");
    expect(user).toContain("your predictedScore must differ from 3-1");

    server.reset(chatRoute(completion(JSON.stringify({ ...goodReply, predictedScore: "2-0" }))));
    expect(await oracle().oracle.predict(second)).toMatchObject({ predictedScore: "2-0", model: "gpt-4o-2024-08-06" });
    // The first to call hears of no other call.
    server.reset(chatRoute(completion(JSON.stringify(goodReply))));
    await oracle().oracle.predict(input);
    expect(sentBody(server.requests[0]).messages[1]?.content).not.toContain("has already called");
  });

  it("lets a failing statistical model's error through: there is nothing left to fall back to", async () => {
    const broken: Oracle = { aiName: "Grok", predict: () => Promise.reject(new Error("no history")) };
    await expect(oracle({ fallback: broken }).oracle.predict(input)).rejects.toThrow("no history");
    expect(server.requests).toHaveLength(0);
  });
});

describe("confidence flag", () => {
  const withProbabilities: OraclePrediction = { ...baseline, probabilities: { home: 0.47, draw: 0.28, away: 0.25 } };

  it("flags a confidence more than 25 points from the model's probability of that outcome, and keeps it", () => {
    expect(confidenceFlag({ predictedScore: "3-1", confidence: 90 }, withProbabilities)).toBe(
      "stated 90% where the statistical model gives this outcome 47%",
    );
    expect(confidenceFlag({ predictedScore: "1-1", confidence: 60 }, withProbabilities)).toMatch(/model gives this outcome 28%/);
  });

  it("leaves a confidence near the model's, or one with nothing to compare, unflagged", () => {
    expect(confidenceFlag({ predictedScore: "3-1", confidence: 72 }, withProbabilities)).toBeNull();
    expect(confidenceFlag({ predictedScore: "0-2", confidence: 5 }, withProbabilities)).toBeNull();
    expect(confidenceFlag({ predictedScore: "3-1", confidence: 99 }, baseline)).toBeNull();
  });

  it("puts the model's outcome probabilities in the prompt", () => {
    expect(buildPrompt(input, withProbabilities)).toContain("home win 47.0%, draw 28.0%, away win 25.0%");
  });
});
