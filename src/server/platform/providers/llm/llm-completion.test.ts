import { describe, expect, it } from "vitest";
import { completionParts, parseReplyJson, replyText } from "./llm-completion";
import llamaServerReply from "../../../oracles/llm/fixtures/llama-server-fenced-prediction.json";
import ollamaReply from "../../../oracles/llm/fixtures/ollama-prediction.json";
import openaiReply from "../../../oracles/llm/fixtures/openai-prediction.json";
import xaiReply from "../../../oracles/llm/fixtures/xai-prediction.json";

describe("completionParts", () => {
  it.each([
    ["OpenAI", openaiReply, "gpt-4o-2024-08-06", 1187, 318],
    ["xAI", xaiReply, "grok-2-1212", 1203, 118],
    ["Ollama", ollamaReply, "qwen2.5:7b-instruct", 1254, 131],
    ["llama-server", llamaServerReply, "gemma-2-2b-it-Q4_K_M", 1302, 176],
  ])("reads %s's reply: the answering model, the tokens and the text", (_server, reply, model, promptTokens, completionTokens) => {
    const parts = completionParts(reply);
    expect(parts.model).toBe(model);
    expect(parts.usage).toEqual({ promptTokens, completionTokens });
    expect(parts.content).toBe(reply.choices[0]!.message.content);
    expect(parts.refusal).toBeUndefined();
  });

  it("gets by without model, usage or refusal", () => {
    const { model: _model, usage: _usage, ...bare } = openaiReply;
    const parts = completionParts(bare);
    expect(parts).toEqual({
      model: undefined,
      usage: { promptTokens: undefined, completionTokens: undefined },
      content: openaiReply.choices[0]!.message.content,
      refusal: undefined,
    });
    expect(completionParts({ ...openaiReply, usage: null }).usage).toEqual({ promptTokens: undefined, completionTokens: undefined });
  });

  it("drops a model name that could not go into the record, and counts that are not counts", () => {
    for (const model of ["", "   ", "gpt 4o", "x".repeat(201), "gpt-4o\u0000", 42]) {
      expect(completionParts({ ...openaiReply, model }).model, JSON.stringify(model)).toBeUndefined();
    }
    expect(completionParts({ ...openaiReply, model: " gpt-4o-mini-2024-07-18 " }).model).toBe("gpt-4o-mini-2024-07-18");
    const parts = completionParts({ ...openaiReply, usage: { prompt_tokens: -3, completion_tokens: "96" } });
    expect(parts.usage).toEqual({ promptTokens: undefined, completionTokens: undefined });
    expect(completionParts({ ...openaiReply, usage: { prompt_tokens: 10 } }).usage).toEqual({ promptTokens: 10, completionTokens: undefined });
  });

  it("finds no text in a reply without choices, and says so", () => {
    for (const reply of [{}, { choices: [] }, { choices: [{ message: null }] }, null, "text"]) {
      expect(() => replyText(completionParts(reply)), JSON.stringify(reply)).toThrow("reply has no content");
    }
    const refused = { ...openaiReply, choices: [{ index: 0, message: { role: "assistant", content: null, refusal: "I can't help with that." } }] };
    expect(() => replyText(completionParts(refused))).toThrow("model refused: I can't help with that.");
  });
});

describe("parseReplyJson", () => {
  const object = { predictedScore: "2-0", confidence: 52 };

  it("reads bare JSON as JSON.parse does", () => {
    expect(parseReplyJson(JSON.stringify(object))).toEqual(object);
    expect(parseReplyJson(`\n  ${JSON.stringify(object, null, 2)}\n`)).toEqual(object);
  });

  it("finds the object when the server answered as a chat: fenced, after a <think> block, or with words around it", () => {
    const text = JSON.stringify(object, null, 2);
    expect(parseReplyJson("```json\n" + text + "\n```")).toEqual(object);
    expect(parseReplyJson("```\n" + text + "\n```")).toEqual(object);
    expect(parseReplyJson(`<think>\nMaybe {"predictedScore": "1-1"}?\n</think>\n${text}`)).toEqual(object);
    expect(parseReplyJson(`Here is my prediction: ${text} Good luck!`)).toEqual(object);
    const fenced = parseReplyJson(llamaServerReply.choices[0]!.message.content) as { predictedScore: string; likelyScores: unknown[] };
    expect(fenced.predictedScore).toBe("2-0");
    expect(fenced.likelyScores).toHaveLength(1);
  });

  it("throws a SyntaxError when there is no object to find", () => {
    for (const text of ["not json at all", '{"predictedScore": "3-1", "confidence": ', "```json\n```", "} {"]) {
      expect(() => parseReplyJson(text), text).toThrow(SyntaxError);
    }
  });
});
