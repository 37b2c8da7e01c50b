import { afterAll, vi } from "vitest";

// Most test files share their worker's modules (vitest.config.ts, isolate off): a file leaves the
// clock, globals and environment as it found them, whatever it faked.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
