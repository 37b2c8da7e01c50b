import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startReplayServer, type ReplayServer } from "../../../testing/replay-server";
import { ProviderError } from "./provider-error";
import {
  checkStatus,
  fetchReply,
  MAX_REPLY_BYTES,
  parseAll,
  parseJson,
  parseReply,
  replyUrl,
  reportOnce,
  retryOnce,
  withoutSecret,
  type Reply,
} from "./provider-replies";
import { sendOversize } from "../../../testing/oversize-reply";
import { countingFetch, providerFailure as failure, refusedUrl } from "../../../testing/provider-test-kit";

// The one way every football client fetches and reads a reply: what each failure turns into, tested here once
// over real HTTP; the clients' own tests check that they are wired to it.

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const options = (timeoutMs = 150) => ({ fetch, headers: { accept: "application/json", "x-key": "k" }, timeoutMs, where: "test /path" });

/** Sends the headers at once, then a body that never ends: the timeout must still cover it. */
async function startStallingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const stalling: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json", "x-left": "0" });
    response.write('[{"id":');
  });
  await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        stalling.closeAllConnections();
        stalling.close(() => resolve());
      }),
  };
}

const reply = (status: number, text = ""): Reply => ({ status, text, headers: new Headers() });

function thrownBy(run: () => unknown): ProviderError | null {
  try {
    run();
  } catch (caught) {
    return caught as ProviderError;
  }
  return null;
}

describe("replyUrl", () => {
  it("joins the base and the path with one slash and leaves out an empty query", () => {
    expect(replyUrl("http://host/v4//", "/matches")).toBe("http://host/v4/matches");
    expect(replyUrl("http://host", "/fixtures", { ids: "1-2", date: "2025-03-15" })).toBe("http://host/fixtures?ids=1-2&date=2025-03-15");
    expect(replyUrl("http://host", "/teams", { name: "a b&c" })).toBe("http://host/teams?name=a+b%26c");
  });
});

describe("fetchReply", () => {
  it("answers any status with its body and headers, and sends the headers asked for", async () => {
    server.reset([{ path: "/path", reply: { status: 503, headers: { "x-left": "7" }, body: "<html>down</html>" } }]);
    const got = await fetchReply(`${server.url}/path`, options(10_000));
    expect(got.status).toBe(503);
    expect(got.text).toBe("<html>down</html>");
    expect(got.headers.get("x-left")).toBe("7");
    expect(server.requests[0]?.headers["x-key"]).toBe("k");
  });

  it("times out a reply that never comes, naming the call and the limit", async () => {
    server.reset([{ path: "/path", reply: { body: [], delayMs: 2_000 } }]);
    const error = await failure(fetchReply(`${server.url}/path`, options()));
    expect(error).toMatchObject({ kind: "timeout", status: null, message: "test /path: timed out after 150 ms" });
  });

  it("times out a body that stalls half-way, after showing the headers that did come", async () => {
    const stalling = await startStallingServer();
    try {
      const seen: string[] = [];
      const error = await failure(
        fetchReply(`${stalling.url}/path`, { ...options(), onHeaders: (headers) => seen.push(headers.get("x-left") ?? "") }),
      );
      expect(error.kind).toBe("timeout");
      expect(seen).toEqual(["0"]);
    } finally {
      await stalling.close();
    }
  });

  it("stops reading a reply past the cap within 64 KB and fails it, never retried", async () => {
    const oversize = createServer((_request, response) => sendOversize(response, '[{"name":"'));
    await new Promise<void>((resolve) => oversize.listen(0, "127.0.0.1", resolve));
    try {
      const counting = countingFetch();
      const url = `http://127.0.0.1:${(oversize.address() as AddressInfo).port}/path`;
      const error = await failure(fetchReply(url, { ...options(10_000), fetch: counting.fetch }));
      expect(error).toMatchObject({ kind: "too_large", status: 200, message: "test /path: reply over 20 MB, not read further" });
      expect(error.retryable).toBe(false);
      expect(counting.bytesRead()).toBeGreaterThan(MAX_REPLY_BYTES);
      expect(counting.bytesRead()).toBeLessThanOrEqual(MAX_REPLY_BYTES + 64 * 1024);
    } finally {
      oversize.closeAllConnections();
      await new Promise((resolve) => oversize.close(resolve));
    }
  });

  it("refuses a reply whose declared length is over the cap before reading any of it", async () => {
    server.reset([{ path: "/path", reply: { headers: { "content-length": String(MAX_REPLY_BYTES + 1) }, body: "[]" } }]);
    const counting = countingFetch();
    // Ten seconds, not the timeout tests' 150 ms: a loaded CI machine once took longer to answer (a "timeout").
    const error = await failure(fetchReply(`${server.url}/path`, { ...options(10_000), fetch: counting.fetch }));
    expect(error.kind).toBe("too_large");
    expect(counting.bytesRead()).toBe(0);
  });

  it("reads a reply in chunks without splitting a character across two", async () => {
    const name = "Fußball-Club Köln ⚽ ".repeat(20_000);
    server.reset([{ path: "/path", reply: { body: [{ name }] } }]);
    // Half a megabyte: the suite's 150 ms limit is for the timeout tests, and a loaded CI machine once took longer.
    expect(JSON.parse((await fetchReply(`${server.url}/path`, options(10_000))).text)).toEqual([{ name }]);
  });

  it("reports a refused connection as a network error naming the call", async () => {
    const error = await failure(fetchReply(`${await refusedUrl()}/path`, options()));
    expect(error.kind).toBe("network");
    expect(error.message.startsWith("test /path: ")).toBe(true);
    expect(error.retryable).toBe(false);
  });
});

describe("checkStatus", () => {
  it("passes a 2xx, and turns a 429 into a rate limit and anything else into an HTTP error", () => {
    expect(() => checkStatus(reply(200), "w")).not.toThrow();
    expect(() => checkStatus(reply(204), "w")).not.toThrow();
    for (const [status, kind, message] of [
      [429, "rate_limit", "w: rate limited (HTTP 429)"],
      [404, "http", "w: HTTP 404"],
      [500, "http", "w: HTTP 500"],
      [302, "http", "w: HTTP 302"],
    ] as const) {
      const error = thrownBy(() => checkStatus(reply(status), "w"));
      expect(error, message).toBeInstanceOf(ProviderError);
      expect(error, message).toMatchObject({ kind, status, message });
    }
  });
});

describe("parseJson", () => {
  it("reads JSON and refuses a body cut short as malformed, keeping the status", () => {
    expect(parseJson('{"a":[1]}', "w", 200)).toEqual({ a: [1] });
    expect(() => parseJson('{"a":[1', "w", 200)).toThrow(
      expect.objectContaining({ kind: "malformed", status: 200, message: "w: reply is not JSON" }),
    );
  });
});

const item = z.object({ id: z.number().int(), score: z.object({ home: z.number() }) });

describe("parseReply", () => {
  it("answers the schema's output, and names the first wrong field or the reply itself", () => {
    const schema = z.object({ matches: z.array(item) }).transform((body) => body.matches.map((match) => match.id));
    expect(parseReply({ matches: [{ id: 1, score: { home: 2 } }] }, schema, "w", 200)).toEqual([1]);
    expect(() => parseReply({ matches: [{ id: 1, score: { home: "2" } }] }, schema, "w", 200)).toThrow(
      expect.objectContaining({ kind: "malformed", message: expect.stringMatching(/^w: matches\.0\.score\.home: /) }),
    );
    expect(() => parseReply(null, schema, "w", 200)).toThrow(expect.objectContaining({ message: expect.stringMatching(/^w: reply: /) }));
  });
});

describe("parseAll", () => {
  it("answers every valid item and leaves out a bad one, told once a reply with its index and first wrong field", () => {
    expect(parseAll([{ id: 1, score: { home: 0 }, extra: true }], item, "w")).toEqual([{ id: 1, score: { home: 0 } }]);
    const told: string[] = [];
    const list = [{ id: 1, score: { home: 0 } }, { id: 2, score: { home: "x" } }, { id: "3" }, { id: 4, score: { home: 1 } }];
    expect(parseAll(list, item, "w", "response", (message) => told.push(message)).map((kept) => kept.id)).toEqual([1, 4]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^w: left out 2 bad items of 4, first response\[1\] score\.home: /);
    parseAll([7], item, "w", "", (message) => told.push(message));
    expect(told[1]).toMatch(/^w: left out 1 bad item of 1, first \[0\]: /);
  });

  it("keeps the message short when an issue quotes a long value", () => {
    const wordy = z.string().refine(() => false, "x".repeat(1_000));
    const told: string[] = [];
    expect(parseAll(["a"], wordy, "w", "", (message) => told.push(message))).toEqual([]);
    expect(told[0]).toMatch(/: x{200}/);
    expect(told[0]!.length).toBeLessThanOrEqual(250);
  });
});

describe("reportOnce", () => {
  it("tells each distinct message once, so a fixture that stays broken is not logged on every sync", () => {
    const told: string[] = [];
    const report = reportOnce((message) => told.push(message), 2);
    for (const message of ["a", "a", "b", "a", "b"]) report(message);
    expect(told).toEqual(["a", "b"]);
    report("c");
    report("a");
    expect(told).toEqual(["a", "b", "c", "a"]);
  });
});

describe("retryOnce", () => {
  /** An attempt that throws the errors given in turn, then answers "ok"; it counts its calls. */
  function attempts(...errors: Error[]) {
    const calls = { count: 0 };
    const attempt = async () => {
      const error = errors[calls.count];
      calls.count += 1;
      if (error !== undefined) throw error;
      return "ok";
    };
    return { attempt, calls };
  }
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  beforeEach(() => {
    sleeps.length = 0;
  });

  it("tries a timeout or a 5xx once more, after a short wait", async () => {
    for (const error of [new ProviderError("timeout", "t"), new ProviderError("http", "h", 503)]) {
      const { attempt, calls } = attempts(error);
      expect(await retryOnce(attempt, sleep)).toBe("ok");
      expect(calls.count).toBe(2);
    }
    expect(sleeps).toEqual([250, 250]);
  });

  it("throws the second failure: one retry only", async () => {
    const second = new ProviderError("http", "second", 500);
    const { attempt, calls } = attempts(new ProviderError("timeout", "first"), second);
    await expect(retryOnce(attempt, sleep)).rejects.toBe(second);
    expect(calls.count).toBe(2);
  });

  it("does not retry a rate limit, an API refusal, a 4xx, a malformed reply, a network error or a bug", async () => {
    for (const error of [
      new ProviderError("rate_limit", "r", 429),
      new ProviderError("api", "a"),
      new ProviderError("http", "h", 404),
      new ProviderError("malformed", "m", 200),
      new ProviderError("network", "n"),
      new TypeError("bug"),
    ]) {
      const { attempt, calls } = attempts(error);
      await expect(retryOnce(attempt, sleep)).rejects.toBe(error);
      expect(calls.count, error.message).toBe(1);
    }
    expect(sleeps).toEqual([]);
  });
});

describe("withoutSecret", () => {
  it("masks every copy of the key in a provider error, keeping its kind and status", () => {
    const masked = withoutSecret(new ProviderError("network", "GET http://h/?key=s3cret failed (s3cret)", 400), "s3cret");
    expect(masked).toBeInstanceOf(ProviderError);
    expect(masked).toMatchObject({ kind: "network", status: 400, message: "GET http://h/?key=*** failed (***)" });
  });

  it("leaves alone an error without the key, any other error, and everything when there is no key", () => {
    const clean = new ProviderError("http", "HTTP 500", 500);
    expect(withoutSecret(clean, "s3cret")).toBe(clean);
    const other = new Error("s3cret");
    expect(withoutSecret(other, "s3cret")).toBe(other);
    const any = new ProviderError("api", "anything");
    expect(withoutSecret(any, "")).toBe(any);
  });
});
