import { and, asc, eq, gt, inArray, lt, notExists, sql } from "drizzle-orm";
import { AI_NAMES, type AiName } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { fixturesAhead, matches, predictions } from "../platform/db/schema";
import type { FootballProvider, ProviderFixture, ResultRow } from "../platform/providers/football/football-provider";
import { callInTurn } from "../oracles/calling-order";
import type { Oracle } from "../oracles/oracle";
import { appendPrediction, PredictionTooLateError } from "../predictions/prediction-chain.service";
import { metrics } from "../platform/metrics/metrics";
import { oracleMetrics } from "../platform/metrics/oracle-metrics";
import type { MatchRow } from "../matches/match-view";

/** Results the oracles fit on: enough for a season or two of every league. */
const HISTORY_LIMIT = 4000;

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Brings provider fixtures into the database and has both oracles predict them, in turn. */
export class MatchImporter {
  /** Matches a predictMissing call in this process is predicting now. */
  private readonly predicting = new Set<number>();
  /** The results the oracles last fitted on, and when they were read. */
  private lastHistory: { rows: readonly ResultRow[]; readAt: number } | undefined;

  /**
   * The fixtures ahead this instance last wrote, as text: a read that finds the same ones writes nothing. The
   * simulated league reads its window on every run (five times a second at SIM_SPEED 300), where the same
   * thirty-odd rows were deleted and inserted again each time. Forgotten when this instance takes the sync's lead,
   * since another leader may have written since.
   */
  private aheadWritten: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly provider: FootballProvider,
    private readonly oracles: Record<AiName, Oracle>,
    private readonly log: Logger,
  ) {}

  /**
   * Reads the provider's window [from, to) once. Fixtures kicking off before `importUntil` that are not yet
   * stored are imported; the coming ones after it replace what fixtures_ahead held, for fetch-new to import
   * on any instance without a request (docs/decisions.md#fetch-new). Returns the new matches and every
   * fixture read: the sync takes the known ones' news (a postponement, a new date) from the same reply.
   */
  async readWindow(from: Date, to: Date, importUntil: Date = to): Promise<{ imported: MatchRow[]; fixtures: ProviderFixture[] }> {
    const fixtures = await this.provider.fixturesBetween(from, to);
    const imported = await this.insertNew(
      fixtures.filter((f) => f.kickoff < importUntil),
      Number.POSITIVE_INFINITY,
    );
    await this.keepAhead(
      fixtures.filter((f) => f.kickoff >= importUntil && f.status === "upcoming"),
      new Date(),
    );
    return { imported, fixtures };
  }

  /** Forgets what this instance last wrote: it has just taken the sync's lead, and another leader may have written since. */
  forgetWrites(): void {
    this.aheadWritten = undefined;
  }

  /**
   * fetch-new: imports up to `limit` of the fixtures the last window read kept ahead that kick off in
   * (now, until) and are not yet stored, soonest first. Asks the provider nothing.
   */
  async importAhead(now: Date, until: Date, limit: number): Promise<MatchRow[]> {
    const rows = await this.db
      .select()
      .from(fixturesAhead)
      .where(
        and(
          eq(fixturesAhead.provider, this.provider.name),
          gt(fixturesAhead.kickoff, now),
          lt(fixturesAhead.kickoff, until),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(matches)
              .where(and(eq(matches.provider, fixturesAhead.provider), eq(matches.apiFixtureId, fixturesAhead.apiFixtureId))),
          ),
        ),
      )
      .orderBy(asc(fixturesAhead.kickoff))
      .limit(limit);
    const fixtures: ProviderFixture[] = rows.map((row) => ({
      fixtureId: row.apiFixtureId,
      leagueId: row.leagueId,
      leagueName: row.leagueName,
      matchday: row.matchday,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      kickoff: row.kickoff,
      status: "upcoming",
      minute: null,
      homeGoals: null,
      awayGoals: null,
    }));
    return this.insertNew(fixtures, limit);
  }

  /**
   * The last read's fixtures ahead replace the previous read's, at once for every reader. A row the database
   * refuses is left out and logged, as an import's is (docs/decisions.md#replies-are-untrusted-input).
   */
  private async keepAhead(fixtures: ProviderFixture[], readAt: Date): Promise<void> {
    const rows = fixtures.map((f) => ({
      provider: this.provider.name,
      apiFixtureId: f.fixtureId,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      kickoff: f.kickoff,
      leagueId: f.leagueId,
      leagueName: f.leagueName,
      matchday: f.matchday,
      readAt,
    }));
    const written = JSON.stringify(rows.map(({ readAt: _, ...row }) => row));
    if (written === this.aheadWritten) return;
    this.aheadWritten = undefined;
    const replace = async (tx: Pick<Db, "delete" | "insert">, many: typeof rows) => {
      await tx.delete(fixturesAhead).where(eq(fixturesAhead.provider, this.provider.name));
      if (many.length > 0) await tx.insert(fixturesAhead).values(many).onConflictDoNothing();
    };
    try {
      await this.db.transaction((tx) => replace(tx, rows));
      this.aheadWritten = written;
    } catch {
      await replace(this.db, []);
      await this.insertEach(rows, "fixture not kept ahead: the database refused it", async (row) => {
        await this.db.insert(fixturesAhead).values(row).onConflictDoNothing();
        return [];
      });
    }
  }

  private async insertNew(fixtures: ProviderFixture[], limit: number): Promise<MatchRow[]> {
    if (fixtures.length === 0) return [];
    const known = await this.db
      .select({ id: matches.apiFixtureId })
      .from(matches)
      .where(
        and(
          eq(matches.provider, this.provider.name),
          inArray(
            matches.apiFixtureId,
            fixtures.map((f) => f.fixtureId),
          ),
        ),
      );
    const knownIds = new Set(known.map((k) => k.id));
    const fresh = fixtures
      .filter((f) => !knownIds.has(f.fixtureId))
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())
      .slice(0, limit);
    if (fresh.length === 0) return [];
    const rows = fresh.map((f) => this.toRow(f));
    try {
      return await this.db.insert(matches).values(rows).onConflictDoNothing().returning();
    } catch {
      return this.insertEach(rows, "fixture not imported: the database refused it", (row) =>
        this.db.insert(matches).values(row).onConflictDoNothing().returning(),
      );
    }
  }

  /**
   * After the database refused a statement of many rows (one bad row fails them all): row by row, each one it
   * refuses is left out and logged and the others go in (docs/decisions.md#replies-are-untrusted-input).
   */
  private async insertEach<Row extends { provider: string; apiFixtureId?: string | null }, Out>(
    rows: readonly Row[],
    refused: string,
    insertOne: (row: Row) => Promise<Out[]>,
  ): Promise<Out[]> {
    const inserted: Out[] = [];
    for (const row of rows) {
      try {
        inserted.push(...(await insertOne(row)));
      } catch (err) {
        this.log.warn({ err, provider: row.provider, fixtureId: row.apiFixtureId }, refused);
      }
    }
    return inserted;
  }

  /**
   * Has both oracles predict every stored match that lacks predictions and has not kicked off. A match
   * another call in this process is predicting is left to it: the sync's run and a fetch-new's overlap
   * without asking the oracles twice. With `historyMaxAgeMs`, results read that recently are fitted on again
   * instead of asking the provider (predictions a player's fetch-new caused, docs/decisions.md#fetch-new).
   */
  async predictMissing(options: { replayStarted?: boolean; historyMaxAgeMs?: number } = {}): Promise<number> {
    const now = new Date();
    const missing = await this.db
      .select()
      .from(matches)
      .where(
        notExists(
          this.db
            .select({ one: sql`1` })
            .from(predictions)
            .where(eq(predictions.matchId, matches.id)),
        ),
      );
    const targets = missing.filter((m) => !this.predicting.has(m.id) && (m.matchDate > now || (options.replayStarted && m.status !== "cancelled")));
    if (targets.length === 0) return 0;
    for (const match of targets) this.predicting.add(match.id);
    try {
      const history = await this.history(now, options.historyMaxAgeMs ?? 0);
      let made = 0;
      for (const match of targets.sort((a, b) => a.matchDate.getTime() - b.matchDate.getTime())) {
        if (await this.predictMatch(match, history, match.matchDate <= now)) made += 1;
      }
      return made;
    } finally {
      for (const match of targets) this.predicting.delete(match.id);
    }
  }

  private async history(now: Date, maxAgeMs: number): Promise<readonly ResultRow[]> {
    const last = this.lastHistory;
    if (last && now.getTime() - last.readAt <= maxAgeMs) return last.rows;
    const rows = await this.provider.resultsBefore(now, HISTORY_LIMIT);
    this.lastHistory = { rows, readAt: now.getTime() };
    return rows;
  }

  private async predictMatch(match: MatchRow, allHistory: readonly ResultRow[], replayed: boolean): Promise<boolean> {
    const history = allHistory.filter((r) => r.leagueId === match.leagueId && r.date < match.matchDate);
    const [homeSquad, awaySquad] = await Promise.all([this.provider.squad(match.homeTeam), this.provider.squad(match.awayTeam)]);
    const input = {
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      leagueId: match.leagueId,
      leagueName: match.leagueName,
      kickoff: match.matchDate,
      history,
      homeSquad,
      awaySquad,
    };
    try {
      const made = await callInTurn(this.oracles, input, match.id);
      await this.db.transaction(async (tx) => {
        for (const ai of AI_NAMES) {
          await appendPrediction(tx, { matchId: match.id, aiName: ai, kickoff: match.matchDate, prediction: made[ai], replayed });
        }
      });
      for (const ai of AI_NAMES) oracleMetrics.predictions.inc({ oracle: ai, model: made[ai].model });
      return true;
    } catch (err) {
      if (err instanceof PredictionTooLateError) return false;
      // Another instance predicted it first: the unique (match, oracle) index refused ours.
      if (isUniqueViolation(err)) return false;
      metrics.oracleFailures.inc();
      this.log.error({ err, matchId: match.id }, "prediction failed");
      return false;
    }
  }

  private toRow(f: ProviderFixture): typeof matches.$inferInsert {
    return {
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      matchDate: f.kickoff,
      status: f.status === "suspended" ? "live" : f.status,
      leagueId: f.leagueId,
      leagueName: f.leagueName,
      matchday: f.matchday,
      minute: f.minute,
      provider: this.provider.name,
      apiFixtureId: f.fixtureId,
    };
  }
}
