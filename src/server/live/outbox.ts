import type { Duplex } from "node:stream";
import type { WebSocket } from "ws";

/**
 * The frames bound for each socket within a few milliseconds, written to it together. A sync run tells the state of
 * every live match within milliseconds of each other (ten matches kick off at three on a Saturday, and their minutes
 * move together), and every follower of the arena heard each as a write of its own: a system call per frame per
 * socket, a sixth of the server's CPU at 2,000 players (docs/decisions.md#gathered-frames). Held for at most
 * `windowMs`, a socket's frames go out corked, in one write, in the order they were sent; what a socket is told never
 * changes, only when.
 */
export class Outbox {
  private pending = new Map<WebSocket, { raw: Duplex; frames: Buffer[] }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly windowMs: number) {}

  /** `raw` is the connection under the socket, corked while its frames are written. */
  send(socket: WebSocket, raw: Duplex, frame: Buffer): void {
    const held = this.pending.get(socket);
    if (held) held.frames.push(frame);
    else this.pending.set(socket, { raw, frames: [frame] });
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.windowMs);
      this.timer.unref();
    }
  }

  /** Writes every held frame now; a socket closed meanwhile is skipped. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // A fresh map for what comes while writing, rather than a copy of thousands of entries each time.
    const pending = this.pending;
    this.pending = new Map();
    for (const [socket, { raw, frames }] of pending) {
      if (socket.readyState !== socket.OPEN) continue;
      raw.cork();
      for (const frame of frames) socket.send(frame, { binary: false });
      raw.uncork();
    }
  }
}
