import { and, desc, eq, gt, sql } from "drizzle-orm";
import type pg from "pg";
import type { DatabasePool, Db } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import { bets, matches } from "../platform/db/schema";
import type { MatchStateMessage } from "../../shared/api/live";
import { formatScore } from "../../shared/scoring";
import type { CommentaryHub } from "../commentary/commentary-hub";
import { recordEvents } from "../commentary/commentary.service";
import { matchStateOf } from "../commentary/match-state";
import type { FootballProvider, MatchEvent, ProviderFixture } from "../platform/providers/football/football-provider";
import { lockPicksAtKickOff } from "../picks/oracle-picks";
import { settleMatch } from "./settlement.service";
import { addBetTotals } from "../leagues/period-totals";
import { awardProphetBadges } from "../leagues/prophet-badges";
import { tellLeaguePeriodEnds } from "../leagues/period-ends";
import { purgeExpiredRows } from "./housekeeping";
import { metrics } from "../platform/metrics/metrics";
import { ProviderError } from "../platform/providers/football/provider-error";
import type { Logger, MatchImporter } from "./match-import.service";
import { fixtureChange, type FixtureChange } from "./fixture-change";
import { recordSyncFailure, recordSyncSuccess } from "../matches/provider-status.service";
import { matchesToSync, syncSchedule, unsettledAmong, type MatchRow } from "../matches/match-view";
import { forPlayers } from "../platform/providers/football/provider-lane";
import { kickOffsDue, startMatches } from "./kickoff";

const HOUR = 60 * 60 * 1000;
/** Any constant: names the advisory lock that lets one instance at a time run the sync. */
const SYNC_LOCK = 727_002;
/** How soon a standby instance checks whether the leader is gone. */
const STANDBY_RETRY_MS = 30_000;
/** Waking just after a kick-off, not on it, so the provider already reports the match live. */
const KICKOFF_GRACE_MS = 250;
/**
 * The kick-off timer fires this long after a kick-off on the database's clock: a statement it starts then finds
 * the match due, and a page that follows from kick-off hears it live within the second.
 */
const KICKOFF_FLIP_AFTER_MS = 5;
/** setTimeout's longest delay; every run of the sync sets the kick-off timer again anyway. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Never poll faster than this, whatever SIM_SPEED says. */
const MIN_INTERVAL_MS = 200;
/** A match that keeps failing waits at most this many live intervals between attempts. */
const MAX_BACKOFF_INTERVALS = 64;
/**
 * Fixtures kicking off this soon are read again every live interval (a minute), so a kick-off the provider
 * moves is known before the old one passes (docs/decisions.md#real-football).
 */
const REREAD_BEFORE_KICKOFF_MS = 15 * 60 * 1000;
/**
 * Predictions a fetch-new caused fit on results the sync read this recently rather than ask the provider: the
 * providers cache their history as long (docs/decisions.md#fetch-new).
 */
const REUSE_HISTORY_MS = 6 * HOUR;
/** Settled matches whose bets one run adds to the period totals; a run that adds as many goes on at the next. */
const TOTALS_A_RUN = 50;
/** Rows that only accumulate (old notifications, expired sessions, stale viewers) are deleted this often. */
const PURGE_EVERY_MS = HOUR;

export interface SyncOptions {
  /** Divides the calendar windows and the intervals (SIM_SPEED for the simulated league). */
  speed: number;
  /** On a first start, how far back to import and replay (simulated hours). */
  seedHistoryHours: number;
  /** How far ahead the sync keeps fixtures imported (simulated hours). */
  horizonHours: number;
  /**
   * How far ahead the window read reaches (simulated hours): the fixtures past horizonHours are kept for
   * fetch-new, which never asks the provider itself (docs/decisions.md#fetch-new).
   */
  fetchHorizonHours: number;
  /**
   * A real provider's intervals (SYNC_SECONDS, SYNC_LIVE_SECONDS), when the operator sets them: a paid plan
   * may poll faster, and a test cannot wait minutes. Without them, 10 minutes and a minute, divided by the speed.
   */
  intervals?: { baseMs: number; liveMs: number };
  /** Whose clock says a match has kicked off (sql-clock.ts): the database's unless a test travels in time. */
  clock?: SqlClock;
}

export interface SyncReport {
  imported: number;
  predicted: number;
  updated: number;
  commentary: number;
  settled: number;
  /** Matches whose update or settlement threw this run; each is retried after its back-off. */
  failed: number;
  anyLive: boolean;
  /**
   * A match kicked off less than 48 h ago still awaits its result, though the provider may not say it is live
   * yet: the sync reads it every live interval (docs/rules.md#matches).
   */
  awaitingResult: boolean;
  /** The next kick-off still ahead, so the sync can wake for it. */
  nextKickoff: Date | undefined;
}

/**
 * The match sync (docs/rules.md#matches): every 10 minutes, and every minute while a match is live (both
 * divided by the speed), it imports fixtures, has the oracles predict them, updates statuses and
 * scores, writes commentary for new events and settles finished matches.
 */
export class MatchSync {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** Wakes the leader at the next kick-off, whatever the run loop is doing, to move the match live then. */
  private kickoffTimer: NodeJS.Timeout | undefined;
  private kickingOff: Promise<unknown> | undefined;
  private stopped = true;
  private leader: pg.PoolClient | undefined;
  /** Matches that failed to sync: how often in a row, and not before when to try again. */
  private readonly failures = new Map<number, { count: number; retryAt: number }>();
  /** Every failed attempt since start, for operators and tests. */
  failedAttempts = 0;
  private lastPurge = 0;
  /** When the period totals and the week's badges were last brought up to date, and whether totals are still owed. */
  private tidiedAt = Number.NEGATIVE_INFINITY;
  private totalsBehind = false;
  /**
   * The match this instance last made the featured one: a run that picks the same one writes nothing (the simulated
   * league runs five times a second at SIM_SPEED 300). Forgotten when this instance takes the lead.
   */
  private featuredId: number | undefined;
  /** Whether the database held a match at a run of this instance: the first run on an empty one seeds the league. */
  private seeded = false;
  /**
   * The events already written, by match, for the matches being followed: a provider answers with the whole match
   * so far on every read, and writing every line again in every language, for the unique index to drop, was most of
   * a sped-up league's loop. A match no longer followed is forgotten; a key here is a line stored, whoever leads.
   */
  private readonly writtenEvents = new Map<number, Set<string>>();
  /** When the window of coming fixtures was last read. */
  private windowReadAt = Number.NEGATIVE_INFINITY;
  /** The predictions fetch-new asked for, running now, and the one run that follows it. */
  private predicting: Promise<number> | undefined;
  private predictingNext: Promise<number> | undefined;
  /**
   * Told after a sync that changed any match, so the reads kept of matches can drop: with "states" when the run only
   * moved matches' states (kick-offs, scores, minutes, dates, results), each of which it also told over the hub;
   * with nothing when it stored or predicted matches as well.
   */
  onChange: ((scope?: "states") => void) | undefined;
  /**
   * Told of each match whose state this instance writes, before the state goes over the hub: this instance's kept
   * reads of it drop at once. On PostgreSQL the hub's own echo comes back through NOTIFY some milliseconds later, and a
   * read in between (the writer's own page, the next request) would see the state before.
   */
  onState: ((matchId: number) => void) | undefined;
  /**
   * Told after every scheduled run on the leader: the season's rituals start a pass of their own (season-rituals.ts).
   * A run a test asks for (runOnce) tells nobody, so a suite's database changes only by what it does.
   */
  afterRun: ((now: Date) => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly pool: DatabasePool | undefined,
    private readonly provider: FootballProvider,
    private readonly importer: MatchImporter,
    private readonly hub: CommentaryHub,
    private readonly log: Logger,
    private readonly options: SyncOptions,
  ) {}

  get baseIntervalMs(): number {
    return Math.max(MIN_INTERVAL_MS, this.options.intervals?.baseMs ?? (10 * 60 * 1000) / this.options.speed);
  }

  get liveIntervalMs(): number {
    return Math.max(MIN_INTERVAL_MS, this.options.intervals?.liveMs ?? (60 * 1000) / this.options.speed);
  }

  /** Runs once now (the seed on a fresh database), then on its schedule. */
  async start(): Promise<void> {
    this.stopped = false;
    this.schedule(await this.runAndRecord());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    clearTimeout(this.kickoffTimer);
    await this.running;
    await this.kickingOff;
    await this.releaseLeadership().catch(() => {});
  }

  private schedule(report: SyncReport | undefined): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runAndRecord().then((next) => this.schedule(next));
    }, this.delayAfter(report));
    this.timer.unref();
  }

  /**
   * One scheduled run: a failure is logged and the game keeps serving what it has; the leader writes how
   * the provider answered for every instance's admin page (provider-status.service.ts).
   */
  private async runAndRecord(): Promise<SyncReport | undefined> {
    const startedAt = new Date();
    let report: SyncReport | undefined;
    let failure: unknown;
    try {
      report = await this.runExclusive();
      metrics.syncRuns.inc({ result: report ? "led" : "standby" });
    } catch (err) {
      failure = err;
      metrics.syncRuns.inc({ result: "failed" });
      if (err instanceof ProviderError) metrics.providerFailures.inc({ kind: err.kind });
      this.log.error({ err }, "match sync failed");
    }
    metrics.syncLeader.set(this.isLeader ? 1 : 0);
    if (!this.isLeader) {
      clearTimeout(this.kickoffTimer);
      return report;
    }
    if (!this.stopped) this.afterRun?.(new Date());
    // Every run also starts any match whose kick-off passed unseen (a leader just taken over, a timer lost to
    // a failure), then sets the timer for the next kick-off: a fixture moved or imported meanwhile counts.
    await this.kickOffOnTime();
    const nextSyncAt = new Date(Date.now() + this.delayAfter(report));
    try {
      if (failure === undefined) await recordSyncSuccess(this.db, this.provider, startedAt, nextSyncAt);
      else await recordSyncFailure(this.db, this.provider, startedAt, failure, nextSyncAt);
    } catch (err) {
      this.log.error({ err }, "recording the provider's sync failed");
    }
    return report;
  }

  /**
   * Live matches, and every kicked-off match still awaiting its result, poll at the live interval; a leader
   * also wakes at the next kick-off so the match goes live on time (docs/rules.md#matches).
   */
  delayAfter(report: SyncReport | undefined): number {
    if (!this.isLeader) return Math.min(this.baseIntervalMs, STANDBY_RETRY_MS);
    const following = report?.anyLive === true || report?.awaitingResult === true;
    if (!report?.nextKickoff) return following ? this.liveIntervalMs : this.baseIntervalMs;
    const untilKickoff = report.nextKickoff.getTime() - Date.now() + KICKOFF_GRACE_MS;
    const soon = untilKickoff <= REREAD_BEFORE_KICKOFF_MS / this.options.speed;
    const interval = following || soon ? this.liveIntervalMs : this.baseIntervalMs;
    return Math.max(MIN_INTERVAL_MS, Math.min(interval, untilKickoff));
  }

  /**
   * One sync, on the leader only. On PostgreSQL the leader is the instance holding the session
   * advisory lock on a connection of its own; the others stand by and take over when that
   * connection goes (the server stopped or died, so PostgreSQL dropped its lock).
   */
  async runExclusive(): Promise<SyncReport | undefined> {
    if (!this.pool) return this.runOnce();
    if (!(await this.holdLeadership())) return undefined;
    return this.runOnce();
  }

  get isLeader(): boolean {
    return !this.pool || this.leader !== undefined;
  }

  private async holdLeadership(): Promise<boolean> {
    if (this.leader) {
      if (await this.stillLeading(this.leader)) return true;
      // The lock went without the connection (a session reset, or a pooler between us and PostgreSQL):
      // another instance may lead now, so stand down and try again like any standby.
      const lost = this.leader;
      this.leader = undefined;
      lost.release(true);
      this.log.warn({ pid: process.pid }, "match sync leader lost its lock: standing down");
    }
    // A session lock needs a session: the session pool's connection, never one through a transaction-mode pooler.
    const client = await this.pool!.sessionPool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [SYNC_LOCK]);
      if (!rows[0]?.locked) {
        client.release();
        return false;
      }
    } catch (err) {
      client.release();
      throw err;
    }
    client.on("error", (err) => {
      // The connection died, and with it the lock: stand down, and give the dead client back so the
      // pool replaces it; this instance or another takes over at its next run.
      if (this.leader !== client) return;
      this.leader = undefined;
      client.release(err);
    });
    this.leader = client;
    this.featuredId = undefined;
    this.tidiedAt = Number.NEGATIVE_INFINITY;
    this.importer.forgetWrites();
    this.log.info({ pid: process.pid }, "match sync leader");
    return true;
  }

  /** Asks PostgreSQL whether this session still holds the sync's lock, before every run. */
  private async stillLeading(client: pg.PoolClient): Promise<boolean> {
    try {
      const { rows } = await client.query<{ held: boolean }>(
        "select exists (select 1 from pg_locks where locktype = 'advisory' and objid = $1 and pid = pg_backend_pid() and granted) as held",
        [SYNC_LOCK],
      );
      return rows[0]?.held === true;
    } catch {
      return false;
    }
  }

  private async releaseLeadership(): Promise<void> {
    const client = this.leader;
    this.leader = undefined;
    if (!client) return;
    try {
      await client.query("select pg_advisory_unlock($1)", [SYNC_LOCK]);
    } finally {
      client.release();
    }
  }

  /**
   * Moves every upcoming match whose kick-off has passed on the database's clock to live, 0-0 at minute 0,
   * and pushes that state to every instance's followers, as a provider's live flip does (docs/rules.md#matches);
   * the provider's word, when it comes, carries on from there. On the leader only: a standby gets undefined.
   * Each match's crowd pick is frozen first, as syncMatch does for a provider's flip; one whose freeze fails
   * stays upcoming, and the next run tries again.
   */
  async kickOff(): Promise<MatchStateMessage[] | undefined> {
    return (await this.kickOffAndLookAhead())?.started;
  }

  /** kickOff, and the milliseconds to the next kick-off ahead, read by the same statement as the matches due. */
  private async kickOffAndLookAhead(): Promise<{ started: MatchStateMessage[]; nextInMs: number | undefined } | undefined> {
    if (this.pool) {
      const leader = this.leader;
      if (!leader || !(await this.stillLeading(leader))) return undefined;
    }
    const ready: number[] = [];
    const clock = this.options.clock ?? "database";
    const { due, nextInMs } = await kickOffsDue(this.db, clock);
    for (const matchId of due) {
      try {
        await lockPicksAtKickOff(this.db, matchId);
        ready.push(matchId);
      } catch (err) {
        this.log.error({ err, matchId }, "freezing the crowd's pick at kick-off failed");
      }
    }
    const started = await startMatches(this.db, ready, clock);
    if (started.length === 0) return { started, nextInMs };
    this.onChange?.("states");
    for (const state of started) await this.tell(state);
    return { started, nextInMs };
  }

  /** Starts what is due, then waits for the next kick-off; a standby waits for nothing (its runs set it again). */
  private async kickOffOnTime(): Promise<void> {
    try {
      const kicked = await this.kickOffAndLookAhead();
      if (kicked === undefined) return;
      const ms = kicked.nextInMs;
      // Set after the read, so of two settings (a run's and the timer's own) the later replaces the earlier.
      clearTimeout(this.kickoffTimer);
      if (this.stopped || ms === undefined) return;
      this.kickoffTimer = setTimeout(
        () => {
          this.kickingOff = this.kickOffOnTime();
        },
        Math.min(Math.max(0, ms) + KICKOFF_FLIP_AFTER_MS, MAX_TIMEOUT_MS),
      );
      this.kickoffTimer.unref();
    } catch (err) {
      this.log.error({ err }, "starting the matches at their kick-off failed");
    }
  }

  /** How far ahead fetch-new may import (real milliseconds): as far as the window read reaches. */
  get fetchHorizonMs(): number {
    return (this.options.fetchHorizonHours * HOUR) / this.options.speed;
  }

  /**
   * Whether this instance makes the predictions a fetch-new asks for: the leader, whose provider has the
   * history and squads cached; or any instance while none leads (a leader gone, not yet replaced).
   */
  async predictsForFetchNew(): Promise<boolean> {
    if (this.isLeader) return true;
    const { rows } = await this.pool!.query<{ led: boolean }>(
      "select exists (select 1 from pg_locks where locktype = 'advisory' and objid = $1 and granted and database = (select oid from pg_database where datname = current_database())) as led",
      [SYNC_LOCK],
    );
    return rows[0]?.led !== true;
  }

  /**
   * Predicts the matches fetch-new imported, at once. Calls while a run is on share one run after it (the
   * matches it did not see yet): a burst of fetch-new calls asks the oracles once a match.
   */
  predictNew(): Promise<number> {
    if (!this.predicting) {
      // A player asked: whatever the oracles' history or squads still need from the provider waits behind the sync.
      this.predicting = forPlayers(() => this.importer.predictMissing({ historyMaxAgeMs: REUSE_HISTORY_MS / this.options.speed })).finally(
        () => (this.predicting = undefined),
      );
      return this.predicting;
    }
    this.predictingNext ??= this.predicting
      .catch(() => 0)
      .then(() => {
        this.predictingNext = undefined;
        return this.predictNew();
      });
    return this.predictingNext;
  }

  async runOnce(): Promise<SyncReport> {
    const now = new Date();
    const simHour = HOUR / this.options.speed;
    // A database that held a match once is never empty again: asked until then.
    const firstStart = !this.seeded && (await this.db.select({ id: matches.id }).from(matches).limit(1)).length === 0;
    const from = new Date(now.getTime() - (firstStart ? this.options.seedHistoryHours * simHour : 0));
    // The window of coming fixtures is read at the base interval only: a real provider's quota goes to the
    // live matches between two, and the simulated league's window (a day's fixtures built and looked up) cost
    // a sped-up server most of its runs. The matches due are read by id on every run either way.
    const sinceWindow = now.getTime() - this.windowReadAt;
    const windowDue = sinceWindow >= this.baseIntervalMs || sinceWindow < 0;
    const window = windowDue
      ? await this.importer.readWindow(
          from,
          new Date(now.getTime() + this.options.fetchHorizonHours * simHour),
          new Date(now.getTime() + this.options.horizonHours * simHour),
        )
      : { imported: [], fixtures: [] };
    if (windowDue) this.windowReadAt = now.getTime();
    const imported = window.imported;
    const predicted = await this.importer.predictMissing({ replayStarted: firstStart });

    // Matches about to kick off, playing or waiting to settle are read by id; the window's reply already
    // told of the others it holds (postponed, cancelled or moved days ahead).
    const byId = new Map(window.fixtures.map((f) => [f.fixtureId, f]));
    const soon = await matchesToSync(this.db, new Date(now.getTime() + REREAD_BEFORE_KICKOFF_MS / this.options.speed));
    const ahead = await unsettledAmong(this.db, this.provider.name, [...byId.keys()]);
    const due = [...soon, ...ahead.filter((m) => !soon.some((s) => s.id === m.id))];
    const toRead = soon.filter((m) => !byId.has(m.apiFixtureId)).map((m) => m.apiFixtureId);
    for (const fixture of toRead.length ? await this.provider.fixturesById(toRead) : []) byId.set(fixture.fixtureId, fixture);
    // The featured match is picked before the states are told: whoever reads the list on hearing a kick-off finds the
    // one that took its place, where a pick after the tells left them the one before until the next push (an arena
    // re-reads its list only when a status moves). It is picked again below when a match left upcoming or moved.
    await this.pickFeatured(now);
    let updated = 0;
    let moved = false;
    let commentaryLines = 0;
    let settled = 0;
    let failed = 0;
    let anyLive = false;
    for (const match of due) {
      const fixture = byId.get(match.apiFixtureId);
      if (!fixture) continue;
      if (fixture.status === "live" || fixture.status === "suspended") anyLive = true;
      const failure = this.failures.get(match.id);
      if (failure && failure.retryAt > now.getTime()) continue;
      // Each match on its own: one that fails (a bad row, a constraint) is logged and retried
      // later, and every other match still goes live, gets its commentary and settles.
      try {
        const step = await this.syncMatch(match, fixture, now);
        if (step.updated) updated += 1;
        moved ||= step.moved;
        commentaryLines += step.commentary;
        if (step.settled) settled += 1;
        this.failures.delete(match.id);
      } catch (err) {
        failed += 1;
        this.recordFailure(match.id, err);
      }
    }
    const followed = new Set(due.map((m) => m.id));
    for (const id of this.writtenEvents.keys()) if (!followed.has(id)) this.writtenEvents.delete(id);
    // Settled bets reach the league tables' credits after settlement's transaction, and a crash
    // between the two is made good here on the next tick; then a finished week's prophets. Only the sync settles,
    // so these run after a run that settled, while totals are still behind, and at the base interval otherwise
    // (a leader's first run, a crash's leftovers, a week's grace running out): not on every live run.
    try {
      const sinceTidied = now.getTime() - this.tidiedAt;
      if (settled > 0 || this.totalsBehind || sinceTidied >= this.baseIntervalMs || sinceTidied < 0) {
        this.tidiedAt = now.getTime();
        this.totalsBehind = (await addBetTotals(this.db, TOTALS_A_RUN)) === TOTALS_A_RUN;
        await awardProphetBadges(this.db, now);
        await tellLeaguePeriodEnds(this.db, now);
      }
      if (now.getTime() - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = now.getTime();
        const purged = await purgeExpiredRows(this.db, now);
        if (purged.notifications || purged.sessions || purged.viewers) this.log.info(purged, "purged expired rows");
      }
    } catch (err) {
      this.log.error({ err }, "adding settled bets to the period totals, telling the leagues' periods or purging expired rows failed");
    }
    if (moved) await this.pickFeatured(now);
    const { awaitingResult, nextKickoff } = await syncSchedule(this.db, now);
    const report = {
      imported: imported.length,
      predicted,
      updated,
      commentary: commentaryLines,
      settled,
      failed,
      anyLive,
      awaitingResult,
      nextKickoff,
    };
    this.seeded = true;
    if (imported.length || predicted) this.onChange?.();
    else if (updated || settled) this.onChange?.("states");
    if (imported.length || settled || predicted) this.log.info(report, "match sync");
    return report;
  }

  /** One match brought up to its fixture: `moved` when its status or kick-off changed, which the featured pick reads. */
  private async syncMatch(
    match: MatchRow,
    fixture: ProviderFixture,
    now: Date,
  ): Promise<{ updated: boolean; moved: boolean; commentary: number; settled: boolean }> {
    const change = fixtureChange(match, fixture, now);
    // Picks are locked from kick-off: the crowd's pick is frozen as the match leaves upcoming for play, before
    // its status moves (a failure leaves it upcoming here, and the next sync tries again). Betting closes and
    // the forecasts open by the kick-off time itself (bets.service.ts, reveal.ts), whoever moves the match.
    if (match.status === "upcoming" && (fixture.status === "live" || fixture.status === "completed")) await lockPicksAtKickOff(this.db, match.id);
    const changed = await this.applyChange(match, change);
    // Followers see the score, minute and status move before the commentary that tells of it.
    if (changed) await this.tell(changed);
    let commentary = 0;
    if (fixture.status === "live" || fixture.status === "completed") {
      commentary = await this.recordNewEvents(match, await this.provider.events(fixture.fixtureId));
    }
    const state = changed ?? matchStateOf(match);
    let settled = false;
    if (change.settle) {
      settled = (await settleMatch(this.db, match.id, change.settle)).settled;
      // settleMatch returns once its transaction has committed: whoever reads on hearing this finds
      // the bets paid and the balances changed (docs/decisions.md, "The match's state over /ws").
      if (settled) {
        const actualScore = change.settle.status === "completed" ? formatScore(change.settle.score) : state.actualScore;
        await this.tell({ ...state, status: change.settle.status, actualScore });
      }
    }
    const moved = change.set.status !== undefined || change.set.matchDate !== undefined || settled;
    return { updated: changed !== undefined, moved, commentary, settled };
  }

  /** Writes (and publishes) the events of a match not written yet; the unique index still drops a repeat. */
  private async recordNewEvents(match: MatchRow, events: readonly MatchEvent[]): Promise<number> {
    const written = this.writtenEvents.get(match.id) ?? new Set<string>();
    const fresh = events.filter((event) => !written.has(event.key));
    const lines = await recordEvents(this.db, this.hub, match, fresh);
    for (const event of fresh) written.add(event.key);
    this.writtenEvents.set(match.id, written);
    return lines;
  }

  /**
   * Pushes a match's new state to its followers. A push lost to a hiccup of the database's NOTIFY
   * leaves pages a change behind until the next one (or their next subscribe, which sends the state);
   * it must not count the match as failed, nor stop it from settling.
   */
  private async tell(state: MatchStateMessage): Promise<void> {
    this.onState?.(state.matchId);
    try {
      await this.hub.publish(state);
    } catch (err) {
      this.log.error({ err, matchId: state.matchId }, "pushing a match's state failed");
    }
  }

  /** Backs off exponentially from one live interval: a match that always fails costs little. */
  private recordFailure(matchId: number, err: unknown): void {
    const count = (this.failures.get(matchId)?.count ?? 0) + 1;
    const delay = this.liveIntervalMs * Math.min(2 ** (count - 1), MAX_BACKOFF_INTERVALS);
    this.failures.set(matchId, { count, retryAt: Date.now() + delay });
    this.failedAttempts += 1;
    this.log.error({ err, matchId, failures: count, retryInMs: delay }, "match sync failed for one match");
  }

  /** Writes a fixture's change to its match; returns the match's new state when anything changed. */
  private async applyChange(match: MatchRow, change: FixtureChange): Promise<MatchStateMessage | undefined> {
    const next = change.set;
    if (Object.keys(next).length === 0) return undefined;
    await this.db.update(matches).set(next).where(eq(matches.id, match.id));
    return matchStateOf({
      id: match.id,
      status: next.status ?? match.status,
      actualScore: next.actualScore ?? match.actualScore,
      minute: next.minute !== undefined ? next.minute : match.minute,
    });
  }

  /**
   * Exactly one upcoming match is featured: the one with the most bets, the earliest on a tie,
   * among those at least a simulated hour away, so the headline match is one a player can still
   * study and back. Of those kicking off together, the lower id: Upcoming Battles' order (`orderUpcoming`), where the
   * database would otherwise choose any of them.
   */
  private async pickFeatured(now: Date): Promise<void> {
    const from = new Date(now.getTime() + HOUR / this.options.speed);
    const [top] = await this.db
      .select({ id: matches.id })
      .from(matches)
      .leftJoin(bets, eq(bets.matchId, matches.id))
      .where(and(eq(matches.status, "upcoming"), gt(matches.matchDate, from)))
      .groupBy(matches.id)
      .orderBy(desc(sql`count(${bets.id})`), matches.matchDate, matches.id)
      .limit(1);
    if (!top || top.id === this.featuredId) return;
    this.featuredId = undefined;
    await this.db.transaction(async (tx) => {
      await tx
        .update(matches)
        .set({ featured: false })
        .where(and(eq(matches.featured, true), sql`${matches.id} <> ${top.id}`));
      await tx
        .update(matches)
        .set({ featured: true })
        .where(and(eq(matches.id, top.id), eq(matches.featured, false)));
    });
    this.featuredId = top.id;
  }
}
