import type { Match } from "../../src/shared/api/matches";
import { cookieFrom, type SoakClient, type Verdict } from "./http-client";
import type { LoadStats } from "./load-stats";

export interface Player {
  n: number;
  ip: string;
  email: string;
  cookie: string | undefined;
  betOn: Set<number>;
}

/** A bet as the client saw it answered. */
export interface SeenBet {
  userN: number;
  betId?: number;
  matchId: number;
  stake: number;
}

export const PASSWORD = "soak-password";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const only =
  (...statuses: number[]) =>
  (status: number): Verdict =>
    statuses.includes(status) ? "ok" : "unexpected";

/** What the players last saw of the match list (any player's GET /api/matches refreshes it). */
export class MatchBoard {
  matches: Match[] = [];

  bettable(player: Player): Match[] {
    const soon = Date.now() + 3_000;
    return this.matches.filter(
      (m) => m.status === "upcoming" && new Date(m.matchDate).getTime() > soon && m.predictions.length >= 2 && !player.betOn.has(m.id),
    );
  }

  live(): Match[] {
    return this.matches.filter((m) => m.status === "live");
  }
}

/**
 * Simulated players: each signs up, then acts every 1.5-6.5 s like a person with the app open,
 * reading the match list, their account, their history and the leaderboard, placing bets on
 * upcoming matches, and now and then signing in again (rotation) or out and back in.
 */
export class Players {
  readonly players: Player[] = [];
  readonly accepted: SeenBet[] = [];
  /** A bet whose first attempt fell in the restart window and whose retry found it already placed. */
  readonly ambiguous: SeenBet[] = [];
  readonly sessionChecks = { rotations: 0, logouts: 0, staleSessionAccepted: 0 };

  constructor(
    private readonly client: SoakClient,
    private readonly stats: LoadStats,
    readonly board: MatchBoard,
    private readonly stopped: () => boolean,
  ) {}

  async signUp(count: number): Promise<void> {
    for (let i = 0; i < count; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
          const n = i + j;
          const player: Player = { n, ip: `198.18.${n >> 8}.${n & 255}`, email: `soak${n}@example.com`, cookie: undefined, betOn: new Set() };
          const reply = await this.client.call(
            player,
            "POST",
            "/api/auth/signup",
            { email: player.email, password: PASSWORD, username: `soak${n}` },
            only(201),
          );
          player.cookie = cookieFrom(reply);
          if (!player.cookie) throw new Error(`sign-up of player ${n} failed: ${reply?.status} ${reply?.text}`);
          this.players.push(player);
        }),
      );
    }
    this.players.sort((a, b) => a.n - b.n);
  }

  run(): Promise<void[]> {
    return Promise.all(this.players.map((player) => this.live(player)));
  }

  private async live(player: Player): Promise<void> {
    await sleep(Math.random() * 4_000);
    while (!this.stopped()) {
      await this.act(player);
      await sleep(1_500 + Math.random() * 5_000);
    }
  }

  private async act(player: Player): Promise<void> {
    const roll = Math.random() * 100;
    if (roll < 30) return this.readMatches(player);
    if (roll < 42) return void (await this.client.call(player, "GET", "/api/auth/user", undefined, only(200)));
    if (roll < 54) return void (await this.client.call(player, "GET", "/api/bets/history", undefined, only(200)));
    if (roll < 62) return void (await this.client.call(player, "GET", "/api/leaderboard/players", undefined, only(200)));
    if (roll < 67) {
      const match = pick(this.board.matches.filter((m) => m.status !== "completed"));
      if (match) await this.client.call(player, "GET", `/api/matches/${match.id}/distribution`, undefined, only(200));
      return;
    }
    if (roll < 71) return void (await this.client.call(player, "GET", "/api/stats/social-proof", undefined, only(200)));
    if (roll < 99.4) return this.bet(player);
    if (roll < 99.7) return this.rotate(player);
    return this.logOutAndIn(player);
  }

  private async readMatches(player: Player): Promise<void> {
    const reply = await this.client.call(player, "GET", "/api/matches", undefined, only(200));
    if (reply?.status === 200) this.board.matches = JSON.parse(reply.text) as Match[];
  }

  private async bet(player: Player): Promise<void> {
    const match = pick(this.board.bettable(player));
    if (!match) return this.readMatches(player);
    const stake = 10 + Math.floor(Math.random() * 190);
    let outcome = "other" as "accepted" | "already" | "other";
    const reply = await this.client.call(
      player,
      "POST",
      "/api/bets",
      { matchId: match.id, aiSelected: Math.random() < 0.5 ? "ChatGPT" : "Grok", stake },
      (status, text, retried) => {
        if (status === 201) return ((outcome = "accepted"), "ok");
        if (status === 409 && text.includes("Betting is closed")) return "refused";
        if (status === 400 && text.includes("Insufficient credits")) return "refused";
        // After a retry in the restart window, "already backed" means the first attempt landed.
        if (status === 409 && text.includes("already backed") && retried) {
          return ((outcome = "already"), "ok");
        }
        return "unexpected";
      },
    );
    player.betOn.add(match.id);
    if (outcome === "accepted") {
      this.accepted.push({ userN: player.n, betId: (JSON.parse(reply!.text) as { bet: { id: number } }).bet.id, matchId: match.id, stake });
      this.stats.bucket().betsAccepted += 1;
    } else if (outcome === "already") {
      this.ambiguous.push({ userN: player.n, matchId: match.id, stake });
    }
  }

  /** Signing in again rotates the session: the old cookie must stop working at once. */
  private async rotate(player: Player): Promise<void> {
    const old = player.cookie;
    const reply = await this.client.call(player, "POST", "/api/auth/signin", { email: player.email, password: PASSWORD }, only(200));
    const fresh = cookieFrom(reply);
    if (!fresh || !old) return;
    player.cookie = fresh;
    this.sessionChecks.rotations += 1;
    await this.expectSignedOut(player, old, "rotated");
  }

  /** Signing out ends the session at once; signing in again gives a new one. */
  private async logOutAndIn(player: Player): Promise<void> {
    const old = player.cookie;
    await this.client.call(player, "POST", "/api/logout", undefined, only(204));
    player.cookie = undefined;
    this.sessionChecks.logouts += 1;
    if (old) await this.expectSignedOut(player, old, "logged-out");
    const reply = await this.client.call(player, "POST", "/api/auth/signin", { email: player.email, password: PASSWORD }, only(200));
    player.cookie = cookieFrom(reply);
  }

  private async expectSignedOut(player: Player, cookie: string, what: string): Promise<void> {
    await this.client.call({ ip: player.ip, cookie }, "GET", "/api/auth/user", undefined, (status) => {
      if (status === 401) return "ok";
      this.sessionChecks.staleSessionAccepted += 1;
      this.stats.error(`a ${what} session was still accepted (${status})`);
      return "refused";
    });
  }
}
