import { expect } from "vitest";
import { startReplayServer } from "../../testing/replay-server";
import { ProviderError } from "./provider-error";

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
