/**
 * Whether the server may render a signed-in page now (server-render.ts), under two bounds:
 * - `perSecond`, a token bucket: a render holds the event loop for its data reads and React, so the
 *   rate, not the number at once, is what keeps the loop free for others (a render ends before the
 *   next arrives, so a bound in flight alone lets nearly all through: docs/decisions.md);
 * - `maxInFlight`: renders at once, for when the data reads are slow (a busy database) and renders
 *   would otherwise pile up inside the rate.
 * A page refused here goes out as the shell, which the browser renders itself.
 */
export class RenderAdmission {
  private inFlight = 0;
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly limits: { maxInFlight: number; perSecond: number },
    /** Date.now by default; tests move it. */
    private readonly now: () => number = () => Date.now(),
  ) {
    this.tokens = limits.perSecond;
    this.refilledAt = now();
  }

  /**
   * A release function when the render may go ahead, or null when the shell should go out instead.
   * Released with `rendered: false` (a stale cookie, no such match: one quick data read, no React),
   * the render gives its place in the rate back, so forged cookies cannot use up the players' renders.
   */
  tryStart(): ((outcome: { rendered: boolean }) => void) | null {
    const now = this.now();
    const { perSecond, maxInFlight } = this.limits;
    // At most a second's worth saved up: a quiet minute does not buy a burst of sixty renders.
    // Never negative: the wall clock may step back.
    const elapsed = Math.max(0, now - this.refilledAt);
    this.tokens = Math.min(perSecond, this.tokens + (elapsed / 1000) * perSecond);
    this.refilledAt = now;
    if (this.inFlight >= maxInFlight || this.tokens < 1) return null;
    this.tokens -= 1;
    this.inFlight += 1;
    let released = false;
    return ({ rendered }) => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      if (!rendered) this.tokens = Math.min(perSecond, this.tokens + 1);
    };
  }
}
