import WebSocket from "ws";
import type { LoadStats } from "./load-stats";
import type { MatchBoard, Player } from "./players";
import { frameText } from "../../src/server/live/ws-text";
import type { WsServerMessage } from "../../src/shared/api/live";

interface Viewer {
  n: number;
  socket: WebSocket | undefined;
  matchId: number | undefined;
  subscribed: boolean;
  /** The player's cookie the socket was opened with, if any. */
  cookie?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * WebSocket viewers of live matches: each subscribes to a live match (the next kick-off when none
 * is live), moves to another live match once its own has finished, and reconnects when the server
 * goes away. The first viewers are signed in, and their sockets also carry the bell's signal. A close
 * outside the restart window, an error message, or a message a viewer should not get is a WebSocket
 * error.
 */
export class Viewers {
  private readonly viewers: Viewer[] = [];
  private stopped = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly wsUrl: () => string,
    private readonly stats: LoadStats,
    private readonly board: MatchBoard,
    /** The first viewers are signed-in players watching; the rest are visitors. */
    private readonly players: readonly Player[],
  ) {}

  async open(count: number): Promise<void> {
    for (let n = 0; n < count; n++) {
      const viewer: Viewer = { n, socket: undefined, matchId: undefined, subscribed: false };
      this.viewers.push(viewer);
      this.connect(viewer);
      const timer = setInterval(() => this.retarget(viewer), 8_000 + Math.random() * 4_000);
      this.timers.push(timer);
      if (n % 50 === 49) await sleep(100);
    }
    const deadline = Date.now() + 120_000;
    while (this.subscribedCount() < count && Date.now() < deadline) await sleep(200);
  }

  connectedCount(): number {
    return this.viewers.filter((v) => v.socket?.readyState === WebSocket.OPEN).length;
  }

  subscribedCount(): number {
    return this.viewers.filter((v) => v.subscribed && v.socket?.readyState === WebSocket.OPEN).length;
  }

  close(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const viewer of this.viewers) viewer.socket?.terminate();
  }

  private connect(viewer: Viewer): void {
    const player = viewer.n < this.players.length ? this.players[viewer.n] : undefined;
    const headers: Record<string, string> = { "x-forwarded-for": `198.19.${viewer.n >> 8}.${viewer.n & 255}` };
    if (player?.cookie) headers.cookie = player.cookie;
    viewer.cookie = player?.cookie;
    const socket = new WebSocket(this.wsUrl(), { headers });
    viewer.socket = socket;
    viewer.subscribed = false;
    socket.on("open", () => this.subscribe(viewer, viewer.matchId ?? this.choose()));
    socket.on("message", (data) => {
      const message = JSON.parse(frameText(data)) as WsServerMessage;
      if (message.type === "subscribed") viewer.subscribed = message.matchId === viewer.matchId;
      else if (message.type === "commentary") this.stats.bucket().wsMessages += 1;
      // The match's state (score, minute, status): sent on subscribe and with every change.
      else if (message.type === "match") return;
      // The bell's signal (src/shared/api/live.ts): the player has new notifications to read, a settled
      // bet most often. Expected on a player's socket; a visitor's has no player to tell, so one there
      // is an error, as is the server's own "error" and any type the protocol does not have.
      else if (message.type === "notifications" && player?.cookie) this.stats.bucket().wsNotifications += 1;
      else if (message.type === "notifications") this.stats.wsError(`visitor ${viewer.n} was sent ${JSON.stringify(message)}`);
      else this.stats.wsError(`server said ${JSON.stringify(message)}`);
    });
    socket.on("error", () => {});
    socket.on("close", (code) => {
      viewer.subscribed = false;
      if (this.stopped || viewer.socket !== socket) return;
      if (this.stats.inRestartWindow()) this.stats.bucket().wsReconnects += 1;
      // A socket lives no longer than its session: once the player signed out (the cookie it opened with is no longer
      // theirs), the server closes it with 1008, and the viewer comes back with the player's cookie of now.
      else if (code === 1008 && viewer.cookie !== undefined && viewer.cookie !== player?.cookie) this.stats.bucket().wsSignedOut += 1;
      else this.stats.wsError(`viewer ${viewer.n} closed (${code})`);
      setTimeout(() => !this.stopped && this.connect(viewer), 500 + Math.random() * 2_500);
    });
  }

  private choose(): number | undefined {
    const live = this.board.live();
    if (live.length) return live[Math.floor(Math.random() * live.length)]!.id;
    const next = this.board.matches.filter((m) => m.status === "upcoming").sort((a, b) => a.matchDate.localeCompare(b.matchDate))[0];
    return next?.id;
  }

  private subscribe(viewer: Viewer, matchId: number | undefined): void {
    if (matchId === undefined || viewer.socket?.readyState !== WebSocket.OPEN) return;
    viewer.matchId = matchId;
    viewer.subscribed = false;
    viewer.socket.send(JSON.stringify({ type: "subscribe", matchId }));
  }

  /** A viewer whose match has finished goes to watch another live one. */
  private retarget(viewer: Viewer): void {
    if (this.stopped) return;
    const current = this.board.matches.find((m) => m.id === viewer.matchId);
    if (viewer.matchId !== undefined && current && current.status !== "completed" && current.status !== "cancelled") return;
    const next = this.choose();
    if (next !== undefined && next !== viewer.matchId) this.subscribe(viewer, next);
  }
}
