// A failed call to an outside football source. The sync job catches it, logs the short message and keeps
// the last known data, so the message must say what went wrong without leaking the key.

export type ProviderErrorKind = "rate_limit" | "api" | "http" | "timeout" | "network" | "malformed" | "too_large";

export class ProviderError extends Error {
  override readonly name = "ProviderError";

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** HTTP status when there was one. */
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /** Worth one more try: the source may answer on the next call (one retry only). */
  get retryable(): boolean {
    return this.kind === "timeout" || (this.kind === "http" && this.status !== null && this.status >= 500);
  }
}
