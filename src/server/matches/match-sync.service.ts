import { and, desc, eq, gt, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../db/client";
import { bets, matches } from "../db/schema";
import type { MatchStateMessage } from "../../shared/api/live";
import { formatScore } from "../../shared/scoring";
import type { CommentaryHub } from "../commentary/commentary-hub";
import { recordEvents } from "../commentary/commentary.service";
import { matchStateOf } from "../commentary/match-state";
import type { FootballProvider, ProviderFixture } from "../providers/football/football-provider";
import { freezeCrowdPick } from "../picks/crowd.service";
import { settleMatch } from "../settlement/settlement.service";
import { addBetTotals } from "../leagues/period-totals";
import { awardProphetBadges } from "../leagues/prophet-badges";
import { purgeExpiredRows } from "../game/housekeeping";
import { metrics } from "../metrics/metrics";
import { ProviderError } from "../providers/football/api-football/provider-error";
import type { Logger, MatchImporter } from "./match-import.service";
import { matchesToSync, type MatchRow } from "./match-view";

const HOUR = 60 * 60 * 1000;
/** Any constant: names the advisory lock that lets one instance at a time run the sync. */
const SYNC_LOCK = 727_002;
/** How soon a standby instance checks whether the leader is gone. */
const STANDBY_RETRY_MS = 30_000;
/** Waking just after a kick-off, not on it, so the provider already reports the match live. */
const KICKOFF_GRACE_MS = 250;
/** Never poll faster than this, whatever SIM_SPEED says. */
const MIN_INTERVAL_MS = 200;
/** A match that keeps failing waits at most this many live intervals between attempts. */
const MAX_BACKOFF_INTERVALS = 64;
/** Rows that only accumulate (old notifications, expired sessions, stale viewers) are deleted this often. */
const PURGE_EVERY_MS = HOUR;

export interface SyncOptions {
  /** Divides the calendar windows and the intervals (SIM_SPEED for the simulated league). */
  speed: number;
  /** On a first start, how far back to import and replay (simulated hours). */
  seedHistoryHours: number;
  /** How far ahead the sync keeps fixtures imported (simulated hours). */
  horizonHours: number;
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
  private stopped = true;
  private leader: pg.PoolClient | undefined;
  /** Matches that failed to sync: how often in a row, and not before when to try again. */
  private readonly failures = new Map<number, { count: number; retryAt: number }>();
  /** Every failed attempt since start, for operators and tests. */
  failedAttempts = 0;
  private lastPurge = 0;
  /** Told after a sync that changed any match, so caches of the match list can drop. */
  onChange: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool | undefined,
    private readonly provider: FootballProvider,
    private readonly importer: MatchImporter,
    private readonly hub: CommentaryHub,
    private readonly log: Logger,
    private readonly options: SyncOptions,
  ) {}

  get baseIntervalMs(): number {
    return Math.max(MIN_INTERVAL_MS, (10 * 60 * 1000) / this.options.speed);
  }

  get liveIntervalMs(): number {
    return Math.max(MIN_INTERVAL_MS, (60 * 1000) / this.options.speed);
  }

  /** Runs once now (the seed on a fresh database), then on its schedule. */
  async start(): Promise<void> {
    this.stopped = false;
    this.schedule(await this.runExclusive());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.releaseLeadership().catch(() => {});
  }

  private schedule(report: SyncReport | undefined): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runExclusive()
        .then(
          (report) => {
            metrics.syncRuns.inc({ result: report ? "led" : "standby" });
            return report;
          },
          (err: unknown) => {
            metrics.syncRuns.inc({ result: "failed" });
            if (err instanceof ProviderError) metrics.providerFailures.inc({ kind: err.kind });
            this.log.error({ err }, "match sync failed");
            return undefined;
          },
        )
        .then((next) => {
          metrics.syncLeader.set(this.isLeader ? 1 : 0);
          this.schedule(next);
        });
    }, this.delayAfter(report));
    this.timer.unref();
  }

  /** Live matches poll faster; a leader also wakes at the next kick-off so the match goes live on time. */
  private delayAfter(report: SyncReport | undefined): number {
    if (!this.isLeader) return Math.min(this.baseIntervalMs, STANDBY_RETRY_MS);
    const interval = report?.anyLive ? this.liveIntervalMs : this.baseIntervalMs;
    if (!report?.nextKickoff) return interval;
    const untilKickoff = report.nextKickoff.getTime() - Date.now() + KICKOFF_GRACE_MS;
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
    if (this.leader) return true;
    const client = await this.pool!.connect();
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
    this.log.info({ pid: process.pid }, "match sync leader");
    return true;
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

  async runOnce(): Promise<SyncReport> {
    const now = new Date();
    const simHour = HOUR / this.options.speed;
    const [existing] = await this.db.select({ id: matches.id }).from(matches).limit(1);
    const firstStart = !existing;
    const from = new Date(now.getTime() - (firstStart ? this.options.seedHistoryHours * simHour : 0));
    const imported = await this.importer.importFixtures(from, new Date(now.getTime() + this.options.horizonHours * simHour));
    const predicted = await this.importer.predictMissing({ replayStarted: firstStart });

    const due = await matchesToSync(this.db, new Date(now.getTime() + simHour / 60));
    const fixtures = due.length ? await this.provider.fixturesById(due.map((m) => m.apiFixtureId)) : [];
    const byId = new Map(fixtures.map((f) => [f.fixtureId, f]));
    let updated = 0;
    let commentaryLines = 0;
    let settled = 0;
    let failed = 0;
    let anyLive = false;
    for (const match of due) {
      const fixture = byId.get(match.apiFixtureId);
      if (!fixture) continue;
      if (fixture.status === "live") anyLive = true;
      const failure = this.failures.get(match.id);
      if (failure && failure.retryAt > now.getTime()) continue;
      // Each match on its own: one that fails (a bad row, a constraint) is logged and retried
      // later, and every other match still goes live, gets its commentary and settles.
      try {
        const step = await this.syncMatch(match, fixture);
        if (step.updated) updated += 1;
        commentaryLines += step.commentary;
        if (step.settled) settled += 1;
        this.failures.delete(match.id);
      } catch (err) {
        failed += 1;
        this.recordFailure(match.id, err);
      }
    }
    // Settled bets reach the league tables' credits after settlement's transaction, and a crash
    // between the two is made good here on the next tick; then a finished week's prophets.
    try {
      await addBetTotals(this.db);
      await awardProphetBadges(this.db, now);
      if (now.getTime() - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = now.getTime();
        const purged = await purgeExpiredRows(this.db, now);
        if (purged.notifications || purged.sessions || purged.viewers) this.log.info(purged, "purged expired rows");
      }
    } catch (err) {
      this.log.error({ err }, "adding settled bets to the period totals, awarding the week's prophets or purging expired rows failed");
    }
    await this.pickFeatured(now);
    const [next] = await this.db
      .select({ at: matches.matchDate })
      .from(matches)
      .where(and(eq(matches.status, "upcoming"), gt(matches.matchDate, now)))
      .orderBy(matches.matchDate)
      .limit(1);
    const report = { imported: imported.length, predicted, updated, commentary: commentaryLines, settled, failed, anyLive, nextKickoff: next?.at };
    if (imported.length || predicted || updated || settled) this.onChange?.();
    if (imported.length || settled || predicted) this.log.info(report, "match sync");
    return report;
  }

  private async syncMatch(match: MatchRow, fixture: ProviderFixture): Promise<{ updated: boolean; commentary: number; settled: boolean }> {
    // Picks are locked from kick-off: the crowd's pick is frozen as the match leaves upcoming, before
    // its status moves (a failure leaves it upcoming here, and the next sync tries again).
    if (match.status === "upcoming" && (fixture.status === "live" || fixture.status === "completed")) await freezeCrowdPick(this.db, match.id);
    const changed = await this.applyFixture(match, fixture);
    // Followers see the score, minute and status move before the commentary that tells of it.
    if (changed) await this.tell(changed);
    let commentary = 0;
    if (fixture.status === "live" || fixture.status === "completed") {
      const events = await this.provider.events(fixture.fixtureId);
      commentary = await recordEvents(this.db, this.hub, match, events);
    }
    const state = changed ?? matchStateOf(match);
    let settled = false;
    if (fixture.status === "completed" && fixture.homeGoals !== null && fixture.awayGoals !== null) {
      const score = { home: fixture.homeGoals, away: fixture.awayGoals };
      settled = (await settleMatch(this.db, match.id, { status: "completed", score })).settled;
      // settleMatch returns once its transaction has committed: whoever reads on hearing this finds
      // the bets paid and the balances changed (docs/decisions.md, "The match's state over /ws").
      if (settled) await this.tell({ ...state, status: "completed", actualScore: formatScore(score) });
    } else if (fixture.status === "cancelled") {
      settled = (await settleMatch(this.db, match.id, { status: "cancelled" })).settled;
      if (settled) await this.tell({ ...state, status: "cancelled" });
    }
    return { updated: changed !== undefined, commentary, settled };
  }

  /**
   * Pushes a match's new state to its followers. A push lost to a hiccup of the database's NOTIFY
   * leaves pages a change behind until the next one (or their next subscribe, which sends the state);
   * it must not count the match as failed, nor stop it from settling.
   */
  private async tell(state: MatchStateMessage): Promise<void> {
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

  /**
   * Status, minute, live score and (for postponed fixtures) the new date; settlement sets the rest.
   * Returns the match's new state when anything changed.
   */
  private async applyFixture(match: MatchRow, f: ProviderFixture): Promise<MatchStateMessage | undefined> {
    const next: Partial<typeof matches.$inferInsert> = {};
    // A postponed fixture stays open for bets until its new kick-off.
    if (f.status === "postponed") {
      if (match.status !== "upcoming") next.status = "upcoming";
      if (match.matchDate.getTime() !== f.kickoff.getTime()) next.matchDate = f.kickoff;
    } else if ((f.status === "upcoming" || f.status === "live") && match.status !== f.status) {
      next.status = f.status;
    }
    if (match.minute !== f.minute) next.minute = f.minute;
    if (f.status === "live" && f.homeGoals !== null && f.awayGoals !== null) {
      const score = `${f.homeGoals}-${f.awayGoals}`;
      if (match.actualScore !== score) next.actualScore = score;
    }
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
   * study and back.
   */
  private async pickFeatured(now: Date): Promise<void> {
    const from = new Date(now.getTime() + HOUR / this.options.speed);
    const [top] = await this.db
      .select({ id: matches.id })
      .from(matches)
      .leftJoin(bets, eq(bets.matchId, matches.id))
      .where(and(eq(matches.status, "upcoming"), gt(matches.matchDate, from)))
      .groupBy(matches.id)
      .orderBy(desc(sql`count(${bets.id})`), matches.matchDate)
      .limit(1);
    if (!top) return;
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
  }
}
