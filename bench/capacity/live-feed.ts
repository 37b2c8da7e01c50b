import WebSocket from "ws";
import { frameText } from "../../src/server/live/ws-text";
import type { Browser } from "./browser-client";
import type { Recorder } from "./step-stats";

const RETRY_MS = 2_000;

type Followed = number | "arena";

/**
 * A signed-in player's tab socket (lib/live-socket.ts): one /ws connection for the whole visit, opened at the
 * start (the header's bell listens on it on every page) and reopened 2 s after a drop, following the same again.
 * A live match page subscribes to its match for the state and commentary and unsubscribes on leaving; the arena
 * follows every match's state while it is shown (use-arena-push.ts). The connection up to its opening is timed as
 * `WS /ws`; each follow up to the server's answer ("subscribed", "arena-followed") as `WS /ws subscribe` or
 * `WS /ws arena`; each commentary line created after a subscribe's answer from its createdAt to its arrival (the
 * lines replayed on subscribe are older, so left out).
 */
export class LiveFeed {
  /** Match pages open with a socket, across all players. */
  static following = 0;
  /** Arenas open with a socket, across all players. */
  static arenas = 0;
  private socket: WebSocket | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private match: number | undefined;
  private arena = false;
  /** Follows sent and not yet answered, with when each was sent. */
  private readonly asked = new Map<"subscribed" | "arena-followed", number>();
  private subscribedAt: number | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly recorder: Recorder,
    private readonly publicUrl: string,
  ) {
    this.open();
  }

  /** Follows a match (its page) or every match's state (the arena) until the returned stop. */
  follow(what: Followed): () => void {
    if (what === "arena") {
      LiveFeed.arenas += 1;
      this.arena = true;
    } else {
      LiveFeed.following += 1;
      this.match = what;
    }
    this.sendFollow(what);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (what === "arena") {
        LiveFeed.arenas -= 1;
        this.arena = false;
        this.send({ type: "arena", follow: false });
      } else {
        LiveFeed.following -= 1;
        if (this.match === what) {
          this.match = undefined;
          this.subscribedAt = undefined;
          this.send({ type: "unsubscribe" });
        }
      }
    };
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.socket?.close();
  }

  private send(message: object): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private sendFollow(what: Followed): void {
    const arena = what === "arena";
    if (this.send(arena ? { type: "arena", follow: true } : { type: "subscribe", matchId: what })) {
      this.asked.set(arena ? "arena-followed" : "subscribed", performance.now());
      this.recorder.current.requests += 1;
    }
  }

  private open(): void {
    const started = performance.now();
    let opened = false;
    // A connection fails once, however many ways it says so (an error, then its close).
    let failed = false;
    const fail = (what: string) => {
      if (failed || this.closed) return;
      failed = true;
      this.recorder.current.error(opened ? undefined : this.recorder.current.route("WS", "/ws"), `ws: ${what}`);
      if (opened) this.recorder.current.wsErrors += 1;
    };
    this.recorder.current.requests += 1;
    const socket = new WebSocket(`${this.browser.base().replace("http", "ws")}/ws`, {
      headers: {
        origin: this.publicUrl,
        cookie: this.browser.cookie,
        "x-forwarded-for": this.browser.ip,
        "x-forwarded-proto": "https",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/138.0.0.0",
      },
      handshakeTimeout: 30_000,
    });
    this.socket = socket;
    socket.on("open", () => {
      opened = true;
      this.recorder.current.route("WS", "/ws").latenciesMs.push(performance.now() - started);
      // Back from a drop, or a follow made while connecting: what the page follows is followed again.
      if (this.match !== undefined) this.sendFollow(this.match);
      if (this.arena) this.sendFollow("arena");
    });
    socket.on("message", (data) => {
      const message = JSON.parse(frameText(data)) as { type: string; createdAt?: string; message?: string };
      if (message.type === "subscribed" || message.type === "arena-followed") {
        const sent = this.asked.get(message.type);
        this.asked.delete(message.type);
        if (sent !== undefined)
          this.recorder.current.route("WS", message.type === "subscribed" ? "/ws subscribe" : "/ws arena").latenciesMs.push(performance.now() - sent);
        if (message.type === "subscribed") this.subscribedAt = Date.now();
      } else if (message.type === "commentary" && this.subscribedAt !== undefined && message.createdAt) {
        const createdAt = Date.parse(message.createdAt);
        if (createdAt >= this.subscribedAt) this.recorder.current.wsDeliveryMs.push(Date.now() - createdAt);
      } else if (message.type === "error") {
        fail(`server said ${message.message}`);
      }
    });
    socket.on("error", (err) => fail((err as { code?: string }).code ?? err.message));
    socket.on("close", (code) => {
      if (this.closed) return;
      fail(`closed by the server (${code})`);
      this.asked.clear();
      this.retry = setTimeout(() => !this.closed && this.open(), RETRY_MS);
    });
  }
}
