import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import openaiReply from "../oracles/llm/fixtures/openai-prediction.json";
import { startReplayServer, type ReplayServer } from "../testing/replay-server";
import { LlmFactWriter } from "./llm-fact-writer";

// The writer alone, against a local chat-completions server; the route's behaviour (bank fallback,
// repeats) is tested in facts.routes.test.ts.

const facts = [
  { title: "The first World Cup", description: "Uruguay hosted and won the first FIFA World Cup in 1930." },
  { title: "Penalty kicks", description: "The penalty kick was introduced into the Laws of the Game in 1891." },
];

/** OpenAI's recorded reply shape, carrying `content` instead of a prediction. */
const completion = (content: string, changes: Record<string, unknown> = {}) => ({
  ...openaiReply,
  choices: [{ ...openaiReply.choices[0]!, message: { ...openaiReply.choices[0]!.message, content } }],
  ...changes,
});

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const answer = (body: unknown) => server.reset([{ method: "POST", path: "/chat/completions", reply: { body } }]);
const sent = () => JSON.parse(server.requests[0]?.body ?? "{}") as { model: string; response_format: { type: string } };

describe("LlmFactWriter", () => {
  it("asks for the configured model (OPENAI_MODEL) and returns the facts", async () => {
    answer(completion(JSON.stringify({ facts })));
    const writer = new LlmFactWriter({ apiKey: "sk-test", baseURL: server.url, model: "gpt-4o-mini" });
    expect(await writer.write(2, [])).toEqual(facts);
    expect(sent().model).toBe("gpt-4o-mini");
    expect(sent().response_format.type).toBe("json_schema");
  });

  it("asks for gpt-4o when no model is given", async () => {
    answer(completion(JSON.stringify({ facts })));
    await new LlmFactWriter({ apiKey: "sk-test", baseURL: server.url }).write(2, []);
    expect(sent().model).toBe("gpt-4o");
  });

  it("reads a reply without model or usage, and JSON a server fenced instead of answering bare", async () => {
    const { model: _model, usage: _usage, ...bare } = completion("Here you go:\n```json\n" + JSON.stringify({ facts }, null, 2) + "\n```");
    answer(bare);
    expect(await new LlmFactWriter({ apiKey: "sk-test", baseURL: server.url, model: "llama3.1:8b" }).write(2, [])).toEqual(facts);
  });

  it("throws on a refusal or on text without facts, so the service answers from the bank", async () => {
    const writer = new LlmFactWriter({ apiKey: "sk-test", baseURL: server.url });
    answer({ ...openaiReply, choices: [{ index: 0, message: { role: "assistant", content: null, refusal: "I can't help with that." } }] });
    await expect(writer.write(2, [])).rejects.toThrow("model refused");
    answer(completion("Here are two facts about football."));
    await expect(writer.write(2, [])).rejects.toThrow(SyntaxError);
  });
});
