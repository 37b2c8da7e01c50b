/**
 * Settles with the work, or rejects when the signal fires first. For work that takes no signal of its
 * own (a DNS lookup, an SMTP send): the caller stops waiting, the work is left to finish or fail alone.
 */
export function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/** The error a delivery records when its deadline passed: what happened, in words. */
export function deadlineError(err: unknown, signal: AbortSignal, deadlineMs: number, what: string): Error {
  if (signal.aborted) return new Error(`No answer from ${what} within ${deadlineMs / 1000} s`);
  return err instanceof Error ? err : new Error(String(err));
}
