import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOracles } from "../../game/game";
import { testConfig } from "../../testing/harness";
import { startReplayServer, type ReplayServer } from "../../testing/replay-server";
import { LlmOracle } from "./llm-oracle";
import { arsenalChelsea } from "../../testing/llm-test-kit";
import openaiReply from "./fixtures/openai-prediction.json";
import xaiReply from "./fixtures/xai-prediction.json";

// The game's wiring (createOracles in game/game.ts): OPENAI_MODEL and XAI_MODEL reach the requests,
// and LLM_DAILY_CALLS is one allowance for both oracles.

const input = arsenalChelsea;

let openai: ReplayServer;
let xai: ReplayServer;
beforeAll(async () => {
  [openai, xai] = await Promise.all([startReplayServer(), startReplayServer()]);
});
afterAll(() => Promise.all([openai.close(), xai.close()]));
beforeEach(() => {
  openai.reset([{ method: "POST", path: "/chat/completions", reply: { body: openaiReply } }]);
  xai.reset([{ method: "POST", path: "/chat/completions", reply: { body: xaiReply } }]);
});

const sentModel = (server: ReplayServer, index = 0) => (JSON.parse(server.requests[index]?.body ?? "{}") as { model?: string }).model;

function logger() {
  const warn = vi.fn();
  return { warn, log: { warn } as unknown as FastifyBaseLogger };
}

function oraclesFor(env: Record<string, string>, now?: () => Date) {
  const { warn, log } = logger();
  const config = testConfig({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: openai.url,
    XAI_API_KEY: "xai-test",
    XAI_BASE_URL: xai.url,
    ...env,
  });
  return { warn, oracles: createOracles(config, log, now) };
}

describe("createOracles", () => {
  it("asks each API for the configured model and records the model that answered", async () => {
    const { oracles } = oraclesFor({ OPENAI_MODEL: "gpt-4o-mini", XAI_MODEL: "grok-3-mini" });
    expect(oracles.ChatGPT).toBeInstanceOf(LlmOracle);
    expect(await oracles.ChatGPT.predict(input)).toMatchObject({ model: "gpt-4o-2024-08-06", predictedScore: "3-1" });
    expect(await oracles.Grok.predict(input)).toMatchObject({ model: "grok-2-1212", predictedScore: "2-1" });
    expect(sentModel(openai)).toBe("gpt-4o-mini");
    expect(sentModel(xai)).toBe("grok-3-mini");
    expect(xai.requests[0]?.headers.authorization).toBe("Bearer xai-test");
  });

  it("asks for gpt-4o and grok-2-1212 unless told otherwise", async () => {
    const { oracles } = oraclesFor({});
    await oracles.ChatGPT.predict(input);
    await oracles.Grok.predict(input);
    expect(sentModel(openai)).toBe("gpt-4o");
    expect(sentModel(xai)).toBe("grok-2-1212");
  });

  it("gives both oracles one LLM_DAILY_CALLS allowance, then their twins answer until 00:00 UTC", async () => {
    let now = new Date("2024-11-10T09:00:00Z");
    const { oracles, warn } = oraclesFor({ LLM_DAILY_CALLS: "3" }, () => now);
    await oracles.ChatGPT.predict(input);
    await oracles.Grok.predict(input);
    await oracles.Grok.predict(input);
    const twinsAnswer = [await oracles.ChatGPT.predict(input), await oracles.Grok.predict(input)];
    expect(twinsAnswer.map((p) => p.model)).toEqual(["dixon-coles-v1", "elo-form-v1"]);
    expect(openai.requests.length + xai.requests.length).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("LLM_DAILY_CALLS (3) spent for 2024-11-10"));

    now = new Date("2024-11-11T00:00:01Z");
    expect(await oracles.ChatGPT.predict(input)).toMatchObject({ model: "gpt-4o-2024-08-06" });
    expect(openai.requests.length + xai.requests.length).toBe(4);
  });

  it("sets no limit at LLM_DAILY_CALLS=0, and keeps the twins without keys", async () => {
    const { oracles } = oraclesFor({ LLM_DAILY_CALLS: "0" });
    for (let i = 0; i < 5; i++) await oracles.ChatGPT.predict(input);
    expect(openai.requests).toHaveLength(5);

    const { log } = logger();
    const keyless = createOracles(testConfig({ OPENAI_MODEL: "gpt-4o-mini" }), log);
    expect(keyless.ChatGPT).not.toBeInstanceOf(LlmOracle);
    expect(await keyless.ChatGPT.predict(input)).toMatchObject({ model: "dixon-coles-v1" });
  });
});
