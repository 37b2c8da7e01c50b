import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SEASON_LATE_DEADLINE_DAYS, type AiName } from "../../shared/constants";
import { queryRows, type Db } from "../platform/db/client";
import type { FootballProvider, ResultRow, SeasonTable } from "../platform/providers/football/football-provider";
import { createStatisticalOracles, type StatisticalOracle } from "../oracles/statistical/statistical-oracles";
import { latestOdds, readingsOf, refreshSeasonOdds } from "../seasons/season-odds";
import { openQuestions, scoreSeason, sealDue, unscoredSeasons } from "../seasons/season-questions";

// The season's rituals on the game's clock (docs/rules.md#season-questions): the sync leader starts a pass after a
// scheduled sync, at most one a minute of the wall's time (RITUALS_EVERY_MS). A pass opens a competition's questions
// when its season is near or under way, reads the oracles' odds of one competition whose matchday has moved on (the
// longest waiting), seals the questions whose deadline has passed and scores a season the provider says is over. The
// odds take about a second of a core per oracle and competition, in slices that give the event loop back, so a pass
// runs beside the requests, one at a time, never inside one; one competition a minute keeps them to a few percent
// of a core whatever the simulated league's speed (docs/decisions.md#season-questions).

const DAY_MS = 86_400_000;
/** A coming season's questions open this long (in the competition's time) before its first kick-off. */
const OPEN_AHEAD_MS = 2 * DAY_MS;
/** How far back a competition counts as one the game follows: a match of it kicked off or is due within this. */
const FOLLOWED_WITHIN_MS = 14 * DAY_MS;
const HISTORY_LIMIT = 4000;
/** The shortest wall-clock time between two passes. */
export const RITUALS_EVERY_MS = 60_000;

export interface RitualsReport {
  opened: number;
  odds: number;
  sealed: number;
  scored: number;
}

export class SeasonRituals {
  private running: Promise<RitualsReport> | undefined;
  private lastPassAt = Number.NEGATIVE_INFINITY;
  /** Set by stop(): a pass ends before its next competition's odds, so a server stops within a second. */
  private stopped = false;
  private readonly oracles: Record<AiName, StatisticalOracle>;

  constructor(
    private readonly db: Db,
    private readonly provider: FootballProvider,
    /** The competition's clock against the wall's: SIM_SPEED for the simulated league, 1 for real football. */
    private readonly speed: number,
    private readonly log: Pick<FastifyBaseLogger, "error" | "info">,
    oracles: Record<AiName, StatisticalOracle> = createStatisticalOracles(),
  ) {
    this.oracles = oracles;
  }

  /** Starts a pass unless one is running; the sync does not wait for it. */
  poke(now = new Date()): void {
    if (this.running || this.stopped || now.getTime() - this.lastPassAt < RITUALS_EVERY_MS) return;
    this.lastPassAt = now.getTime();
    this.running = this.pass(now).finally(() => (this.running = undefined));
    this.running.catch((err: unknown) => this.log.error({ err }, "the season's rituals failed; the next sync tries again"));
  }

  /** Waits for the pass under way, if any (tests). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** Ends the pass under way at its next step and starts no other: the server is stopping. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
  }

  /** One pass: open, read the odds, seal, score. Returns what it did. */
  async pass(now = new Date()): Promise<RitualsReport> {
    const report: RitualsReport = { opened: 0, odds: 0, sealed: 0, scored: 0 };
    const provider = this.provider;
    if (!provider.seasonTable || !provider.currentSeason) return report;
    const seasonTable = provider.seasonTable.bind(provider);
    let history: readonly ResultRow[] | undefined;
    const squads = new Map<string, readonly string[]>();
    const squadsOf = async (table: SeasonTable) => {
      for (const { club } of table.standings) if (!squads.has(club)) squads.set(club, await provider.squad(club));
      return squads;
    };
    /** Reads the oracles' odds of a season after its latest complete matchday, unless read already. */
    const readOdds = async (table: SeasonTable) => {
      history ??= await provider.resultsBefore(now, HISTORY_LIMIT);
      if (await refreshSeasonOdds(this.db, this.oracles, table, history, await squadsOf(table), now)) report.odds += 1;
    };

    // Competitions the game follows whose season (or the next) has no questions yet.
    for (const leagueId of await this.followedCompetitions(now)) {
      const current = await provider.currentSeason(leagueId);
      if (current === null) continue;
      for (const season of [current, current + 1]) {
        if (await this.hasQuestions(leagueId, season)) continue;
        const table = await seasonTable(leagueId, season);
        if (!table || table.finished) continue;
        const deadline = this.deadlineOf(table, now);
        if (!deadline) continue;
        if (await openQuestions(this.db, table, await squadsOf(table), deadline, now)) report.opened += 1;
      }
    }

    // Seasons with questions not yet scored, those closing soonest first: the score once the season is over, else the
    // odds after each matchday, of one competition a pass (the first whose matchday moved on since its last reading).
    for (const { leagueId, season } of await unscoredSeasons(this.db)) {
      const table = await seasonTable(leagueId, season);
      if (!table) continue;
      if (table.finished) report.scored += await scoreSeason(this.db, table, now);
      else if (report.odds === 0 && !this.stopped) await readOdds(table);
    }

    // The oracles answer at the deadline from their latest reading; a competition never read yet is read now.
    report.sealed = await sealDue(
      this.db,
      now,
      async (leagueId, season) => {
        const latest = async () => readingsOf(await latestOdds(this.db, [{ leagueId, season }]), leagueId, season);
        let readings = await latest();
        if (!readings.ChatGPT[0] || !readings.Grok[0]) {
          const table = await seasonTable(leagueId, season);
          if (table) await readOdds(table);
          readings = await latest();
        }
        return { ChatGPT: readings.ChatGPT[0], Grok: readings.Grok[0] };
      },
      { ChatGPT: this.oracles.ChatGPT.model, Grok: this.oracles.Grok.model },
    );
    if (report.opened || report.sealed || report.scored) this.log.info(report, "season questions");
    return report;
  }

  /**
   * When a season's questions close: the first kick-off of its next round when they open before the season starts,
   * or a week ahead (in the competition's time) when it is under way; null while its start is still far off.
   */
  private deadlineOf(table: SeasonTable, now: Date): Date | null {
    const underWay = table.standings.some((s) => s.played > 0) || table.remaining.some((r) => r.kickoff <= now);
    if (underWay) return new Date(now.getTime() + (SEASON_LATE_DEADLINE_DAYS * DAY_MS) / this.speed);
    const first = table.nextRoundKickoff;
    if (!first || first.getTime() - now.getTime() > OPEN_AHEAD_MS / this.speed) return null;
    return first;
  }

  private async followedCompetitions(now: Date): Promise<number[]> {
    const within = FOLLOWED_WITHIN_MS / this.speed;
    const rows = await queryRows<{ league_id: number }>(
      this.db,
      sql`select distinct league_id from matches
          where match_date between ${new Date(now.getTime() - within).toISOString()}::timestamptz and ${new Date(now.getTime() + within).toISOString()}::timestamptz
          order by league_id`,
    );
    return rows.map((r) => r.league_id);
  }

  private async hasQuestions(leagueId: number, season: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      this.db,
      sql`select 1 as one from season_questions where league_id = ${leagueId} and season = ${season} limit 1`,
    );
    return rows.length > 0;
  }
}
