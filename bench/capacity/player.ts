import { nanoid } from "nanoid";
import type { ListedMatch } from "../../src/shared/api/matches";
import type { OpenPicks } from "../../src/shared/api/picks";
import { routes, urlOf } from "../../src/shared/api/routes";
import { ANALYTICS_SESSION_ID_LENGTH, TIMINGS_MS } from "../../src/shared/constants";
import { orderUpcoming } from "../../src/shared/match-display";
import { replyText, type Browser, type BrowserClient, type Judge } from "./browser-client";
import { LiveFeed } from "./live-feed";
import type { MatchBoard } from "./match-board";
import { QueryCache } from "./query-cache";
import { seconds, type Sleeper } from "./sleeper";
import type { Recorder } from "./step-stats";

/** What the players share: the connection pool, the parsed match list, the clock, the figures. */
export interface World {
  client: BrowserClient;
  board: MatchBoard;
  sleeper: Sleeper;
  recorder: Recorder;
  publicUrl: string;
}

type Screen = "arena" | "ranks" | "match" | "profile" | "referrals";

/** Where a player goes after a screen, by weight. */
const NEXT: Array<[Screen, number]> = [
  ["arena", 30],
  ["match", 40],
  ["ranks", 12],
  ["profile", 12],
  ["referrals", 6],
];
/** A live match page polls the match while it is live (get-match.ts). */
const MATCH_POLL_MS = 15_000;
/** The fixed URLs the client calls (docs/rules.md#timings), built from the contract as the client builds them. */
const PATH = {
  user: urlOf(routes.auth.user),
  sessionStart: urlOf(routes.analytics.sessionStart),
  track: urlOf(routes.analytics.track),
  betHistory: urlOf(routes.bets.history),
  referralLeaderboard: urlOf(routes.referrals.leaderboard),
  matches: urlOf(routes.matches.list),
  activity: urlOf(routes.live.activity),
  playerLeaderboard: urlOf(routes.leaderboard.players),
  aiStats: urlOf(routes.oracles.aiStats),
  socialProof: urlOf(routes.stats.socialProof),
  placeBet: urlOf(routes.bets.place),
  openPicks: urlOf(routes.picks.open),
};
const STAKES = [100, 500, 500, 500, 1_000, 5_000];

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

function nextScreen(): Screen {
  let roll = Math.random() * NEXT.reduce((sum, [, w]) => sum + w, 0);
  for (const [screen, weight] of NEXT) if ((roll -= weight) < 0) return screen;
  return "arena";
}

/** A bet's reply: 409 (closed at kick-off, already backed) and 400 (credits ran out) are the game's answers, not failures. */
const betJudge: Judge = (status) => (status === 201 ? "ok" : status === 409 || status === 400 ? "refused" : "unexpected");

/**
 * One signed-in player with the app open in a browser, doing what the client does at a
 * person's pace: the arena with its polls for the cards on screen, match pages (backing an oracle on
 * about half the open ones, following a live one over /ws), the leaderboards and the profile.
 * Reads are cached as React Query caches them (query-cache.ts); page views go to analytics.
 */
export class Player {
  readonly browser: Browser;
  private readonly cache = new QueryCache();
  private readonly analyticsSession = nanoid(ANALYTICS_SESSION_ID_LENGTH);
  /** The list this browser holds (its version may lag the server's until it reads it again). */
  private list: ListedMatch[] = [];
  /** The open picks this browser holds are cut at MAX_OPEN_PICKS, so a kick-off moves another match into them. */
  private sheetCut = false;
  private readonly backed = new Set<number>();
  /** Bets whose settlement this browser has already read. */
  private readonly settledSeen = new Set<number>();
  /** A phone shows two cards of the arena, a desktop two rows of three (with the 200 px margin of use-in-view.ts). */
  private readonly cardsOnScreen = Math.random() < 0.55 ? 2 : 6;
  /** The tab's socket, open from the first screen to the last. */
  private feed: LiveFeed | undefined;

  constructor(
    private readonly world: World,
    base: () => string,
    n: number,
    cookie: string,
  ) {
    this.browser = { base, ip: `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`, cookie, page: "/", etags: new Map() };
  }

  private get stopped(): boolean {
    return this.world.sleeper.stopped;
  }

  async live(): Promise<void> {
    // Opening the app: who am I, the analytics session and the tab's socket (the bell listens on it), then the arena.
    this.feed = new LiveFeed(this.browser, this.world.recorder, this.world.publicUrl);
    try {
      await Promise.all([this.get(PATH.user), this.post(PATH.sessionStart, { sessionId: this.analyticsSession })]);
      this.cache.touch(PATH.user);
      let screen: Screen = "arena";
      while (!this.stopped) {
        await this.visit(screen);
        screen = nextScreen();
      }
    } finally {
      this.feed.close();
    }
  }

  private visit(screen: Screen): Promise<void> {
    if (screen === "arena") return this.arena();
    if (screen === "ranks") return this.ranks();
    if (screen === "match") return this.matchPage();
    if (screen === "profile") return this.simplePage("/profile", PATH.betHistory);
    return this.simplePage("/referrals", PATH.referralLeaderboard);
  }

  /**
   * The arena's Matches tab: live stats, the list with the player's bets and open picks on its cards, the
   * socket that follows every match's state, social proof, and each card on screen polling.
   */
  private async arena(): Promise<void> {
    this.navigate("/");
    const unfollow = this.feed!.follow("arena");
    try {
      await Promise.all([this.need(PATH.matches), this.need(PATH.activity), this.need(PATH.betHistory), this.need(PATH.openPicks)]);
      const until = Date.now() + seconds(20, 90);
      const offset = Math.random() < 0.7 ? 0 : Math.floor(Math.random() * 12);
      const onScreen = () => {
        const cards = [...this.list.filter((m) => m.status === "live"), ...orderUpcoming(this.list.filter((m) => m.status === "upcoming"))];
        return cards.slice(offset, offset + this.cardsOnScreen);
      };
      await Promise.all([this.socialProof(until), this.cardPolls(until, onScreen), this.kickOffs(until)]);
    } finally {
      unfollow();
    }
  }

  /** The arena's Leaderboard tab: player streaks and the AI rankings. */
  private async ranks(): Promise<void> {
    this.navigate("/", false);
    await Promise.all([this.need(PATH.playerLeaderboard), this.need(PATH.aiStats), this.need(PATH.activity)]);
    await this.socialProof(Date.now() + seconds(5, 20));
  }

  private async simplePage(page: string, query: string): Promise<void> {
    this.navigate(page);
    await this.need(query);
    await this.world.sleeper.sleep(seconds(5, 20));
  }

  /** A match from the arena: mostly live or upcoming cards, now and then a finished one from History. */
  private chooseMatch(): ListedMatch | undefined {
    const live = this.list.filter((m) => m.status === "live");
    const upcoming = orderUpcoming(this.list.filter((m) => m.status === "upcoming")).slice(0, 12);
    const done = this.list.filter((m) => m.status === "completed").slice(-10);
    const roll = Math.random();
    return (roll < 0.4 && pick(live)) || (roll < 0.9 && pick(upcoming)) || pick(done) || pick(this.list);
  }

  private async matchPage(): Promise<void> {
    if (this.list.length === 0) await this.need(PATH.matches);
    const chosen = this.chooseMatch();
    if (!chosen) return this.arena();
    const id = chosen.id;
    this.navigate(`/match/${id}`);
    await Promise.all([this.need(urlOf(routes.matches.get, { id })), this.need(urlOf(routes.bets.onMatch, { id }))]);
    // The page renders the server's current match; the freshest list anyone read stands for it.
    const match = this.world.board.find(id) ?? chosen;
    if (match.status === "live") return this.follow(id);
    if (match.status === "completed" || match.status === "cancelled") {
      if (this.backed.has(id) && !this.settledSeen.has(id)) {
        // match-detail.tsx: a finished match with a pending bet reads the bet and the balance again.
        this.settledSeen.add(id);
        await Promise.all([this.get(urlOf(routes.bets.onMatch, { id })), this.get(PATH.user)]);
        this.cache.invalidate(PATH.betHistory);
      }
      return this.world.sleeper.sleep(seconds(5, 20));
    }
    const kickOff = Date.parse(match.matchDate);
    await this.world.sleeper.sleep(Math.min(seconds(8, 25), Math.max(0, kickOff - Date.now())));
    const open = match.status === "upcoming" && match.predictions.length >= 2 && Date.now() < kickOff;
    if (open && !this.backed.has(id) && Math.random() < 0.5 && !this.stopped) {
      await this.back(id);
      await this.world.sleeper.sleep(seconds(3, 10));
    }
    // Still on the page at kick-off: the countdown reads the match again.
    if (kickOff <= Date.now() && kickOff > Date.now() - 30_000) await this.get(urlOf(routes.matches.get, { id }));
  }

  /** Backing an oracle: POST /api/bets, then what usePlaceBet invalidates. */
  private async back(id: number): Promise<void> {
    const reply = await this.post(
      PATH.placeBet,
      { matchId: id, aiSelected: Math.random() < 0.5 ? "ChatGPT" : "Grok", stake: pick(STAKES) ?? 500 },
      betJudge,
    );
    if (reply?.status === 201) this.world.recorder.current.betsAccepted += 1;
    if (reply?.status !== 201 && reply?.status !== 409) return;
    this.backed.add(id);
    if (reply.status !== 201) return;
    await Promise.all([this.get(PATH.user), this.get(urlOf(routes.bets.onMatch, { id }))]);
    this.cache.invalidate(PATH.matches);
    this.cache.invalidate(PATH.betHistory);
  }

  /** A live match page: the commentary socket, and the match read every 15 s. */
  private async follow(id: number): Promise<void> {
    const unfollow = this.feed!.follow(id);
    const opened = Date.now();
    const until = opened + seconds(30, 150);
    try {
      for (let tick = 1; !this.stopped && opened + tick * MATCH_POLL_MS < until; tick++) {
        await this.world.sleeper.until(opened + tick * MATCH_POLL_MS);
        await this.get(urlOf(routes.matches.get, { id }));
        if (this.world.board.find(id)?.status !== "live") break;
      }
      await this.world.sleeper.until(until);
    } finally {
      unfollow();
    }
  }

  /** Social proof every 30 s (docs/rules.md#timings), from the arena's first showing. */
  private async socialProof(until: number): Promise<void> {
    await this.poll(PATH.socialProof, TIMINGS_MS.socialProofRefetch, until);
  }

  /** Distribution every 10 s and viewers every 20 s for each card on screen (distribution-bar, viewer-badge). */
  private async cardPolls(until: number, onScreen: () => ListedMatch[]): Promise<void> {
    const reads = (ids: number[], viewers: (id: number) => boolean) =>
      Promise.all(
        ids.flatMap((id) => [
          this.get(urlOf(routes.matches.distribution, { id })),
          ...(viewers(id) ? [this.get(urlOf(routes.stats.matchViewers, { matchId: id }))] : []),
        ]),
      );
    let cards = onScreen().map((m) => m.id);
    // Mounting: only what the cache lacks.
    await Promise.all(
      cards.map(async (id) => {
        const fetches = [urlOf(routes.matches.distribution, { id }), urlOf(routes.stats.matchViewers, { matchId: id })].filter((key) =>
          this.cache.needs(key),
        );
        await Promise.all(fetches.map((key) => this.get(key).then(() => this.cache.touch(key))));
      }),
    );
    // On the clock, as refetchInterval is: a slow reply delays the next read, never the schedule.
    const mounted = Date.now();
    for (let tick = 1; !this.stopped && mounted + tick * TIMINGS_MS.distributionRefresh <= until; tick++) {
      await this.world.sleeper.until(mounted + tick * TIMINGS_MS.distributionRefresh);
      cards = onScreen().map((m) => m.id);
      await reads(cards, () => tick % (TIMINGS_MS.viewerRefresh / TIMINGS_MS.distributionRefresh) === 0);
      for (const id of cards) {
        this.cache.touch(urlOf(routes.matches.distribution, { id }));
        this.cache.touch(urlOf(routes.stats.matchViewers, { matchId: id }));
      }
    }
    await this.world.sleeper.until(until);
  }

  /**
   * At a kick-off the arena's socket hears the match go live and the list is read again (use-arena-push.ts); the open
   * picks drop the match without a read, unless the sheet is cut at its cap and the next open match moves into it.
   */
  private async kickOffs(until: number): Promise<void> {
    for (;;) {
      const now = Date.now();
      const next = Math.min(
        ...this.list
          .filter((m) => m.status === "upcoming")
          .map((m) => Date.parse(m.matchDate))
          .filter((t) => t > now),
      );
      if (this.stopped || !(next < until)) return;
      // As the arena does, within a few seconds of the kick-off at random.
      await this.world.sleeper.until(next + Math.random() * TIMINGS_MS.kickoffReloadSpread);
      this.cache.invalidate(PATH.matches);
      if (this.sheetCut) this.cache.invalidate(PATH.openPicks);
      await Promise.all([this.need(PATH.matches), this.need(PATH.openPicks)]);
    }
  }

  private async poll(path: string, everyMs: number, until: number): Promise<void> {
    const mounted = Date.now();
    await this.need(path);
    for (let tick = 1; !this.stopped && mounted + tick * everyMs <= until; tick++) {
      await this.world.sleeper.until(mounted + tick * everyMs);
      await this.get(path);
      this.cache.touch(path);
    }
    await this.world.sleeper.until(until);
  }

  /** A route change; its page view goes to analytics without holding up the page (analytics.ts). */
  private navigate(page: string, track = true): void {
    this.browser.page = page;
    if (!track) return;
    const view = { sessionId: this.analyticsSession, eventType: "page_view", eventName: `viewed_${page}`, path: page, metadata: { path: page } };
    void this.post(PATH.track, view);
  }

  /** A query a screen shows: fetched only when the cache lacks it. */
  private async need(path: string): Promise<void> {
    if (!this.cache.needs(path)) return this.cache.touch(path);
    await this.get(path);
    this.cache.touch(path);
  }

  private async get(path: string): Promise<void> {
    if (this.stopped) return;
    const reply = await this.world.client.send(this.browser, "GET", path);
    if (path === PATH.matches && reply?.status === 200) this.list = this.world.board.read(reply);
    if (path === PATH.openPicks && reply?.status === 200) {
      const sheet = JSON.parse(replyText(reply)) as OpenPicks;
      this.sheetCut = sheet.total > sheet.matches.length;
    }
  }

  private post(path: string, body: unknown, judge?: Judge) {
    if (this.stopped) return Promise.resolve(undefined);
    return this.world.client.send(this.browser, "POST", path, body, judge);
  }
}
