import { expect } from "vitest";
import { startReplayServer } from "./replay-server";
import { ProviderError } from "../platform/providers/football/provider-error";

// Test helpers the football providers' tests share.

/**
 * The ProviderError a call ends in. Whatever failed, the operator gets a short message (the sync logs it and
 * the admin page shows it) that never holds the key.
 */
export async function providerFailure(call: Promise<unknown>, secret?: string): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const providerError = error as ProviderError;
  if (secret) expect(providerError.message).not.toContain(secret);
  expect(providerError.message.length).toBeLessThan(300);
  return providerError;
}

/** A clock that moves only when told, or when a client sleeps (so nothing here really waits); it notes every sleep. */
export function fakeClock(start = "2025-03-15T15:00:00Z") {
  let time = Date.parse(start);
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => new Date(time),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    advance: (ms: number) => {
      time += ms;
    },
    set: (instant: string) => {
      time = Date.parse(instant);
    },
  };
}

/** The address of a server that has just closed: a connection to it is refused. */
export async function refusedUrl(): Promise<string> {
  const closed = await startReplayServer();
  await closed.close();
  return closed.url;
}

/**
 * A fetch that counts the body bytes its caller has read, to prove a client stopped reading (the socket
 * may hold more that was never asked for). It pulls from the real body only when the caller reads.
 */
export function countingFetch(): { fetch: typeof fetch; bytesRead: () => number } {
  let bytes = 0;
  const counted = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          bytes += value.byteLength;
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return { fetch: counted, bytesRead: () => bytes };
}
