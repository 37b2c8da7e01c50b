import { and, desc, eq, sql } from "drizzle-orm";
import { AI_NAMES, type AiName } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { seasonOdds } from "../platform/db/schema";
import type { ResultRow, SeasonTable } from "../platform/providers/football/football-provider";
import { seasonsInSlices, type ScorerStanding, type SeasonOdds } from "../oracles/statistical/season-simulation";
import { runYielding } from "../oracles/statistical/slices";
import { hashInts } from "../platform/providers/football/simulated/prng";
import type { StatisticalOracle } from "../oracles/statistical/statistical-oracles";

// Each oracle's odds for the rest of a competition's season (docs/rules.md#season-questions): every remaining fixture
// forecast by the oracle's own match model, the season played SEASONS_SIMULATED times (season-simulation.ts) from the table as it stands.
// Read after every completed matchday by the game (game/season-rituals.ts), never on a request.

/** How much a player's place in the squad list counts against goals already scored, in goals. */
const PRIOR_GOALS = 5;

export type OddsRow = typeof seasonOdds.$inferSelect;

/**
 * Who scores a club's goals to come: each player's share blends the goals already scored with a prior from the
 * squad list, where the provider lists likely scorers first (1, 1/2, 1/3, … of the club's weight).
 */
export function scorerShares(table: SeasonTable, squads: ReadonlyMap<string, readonly string[]>): ScorerStanding[] {
  const goalsOf = new Map(table.scorers.map((s) => [`${s.club}\u0000${s.player}`, s.goals]));
  return table.standings.flatMap(({ club, goalsFor }) => {
    const squad = squads.get(club) ?? [];
    const weights = squad.map((_, k) => 1 / (k + 1));
    const weightSum = weights.reduce((sum, w) => sum + w, 0) || 1;
    const players = new Set([...squad, ...table.scorers.filter((s) => s.club === club).map((s) => s.player)]);
    return [...players].map((player) => {
      const goals = goalsOf.get(`${club}\u0000${player}`) ?? 0;
      const k = squad.indexOf(player);
      const prior = k < 0 ? 0 : weights[k]! / weightSum;
      return { player, club, goals, share: (goals + PRIOR_GOALS * prior) / (goalsFor + PRIOR_GOALS) };
    });
  });
}

/**
 * One oracle's odds, SEASONS_SIMULATED seasons, as a draw slices.ts drives: it yields between the fixtures' forecasts
 * and between seasons, since a season's forecasts alone held the event loop for tens of milliseconds on a slow core.
 */
function* oddsInSlices(
  oracle: StatisticalOracle,
  table: SeasonTable,
  history: readonly ResultRow[],
  squads: ReadonlyMap<string, readonly string[]>,
  now: Date,
): Generator<void, SeasonOdds> {
  const standings = table.standings.map((s) => ({ club: s.club, points: s.points, goalsFor: s.goalsFor, goalsAgainst: s.goalsAgainst }));
  const fixtures = [];
  for (const f of table.remaining) {
    const grid = oracle.scoreGrid({ homeTeam: f.homeTeam, awayTeam: f.awayTeam, leagueId: table.leagueId, kickoff: now, history });
    fixtures.push({ home: f.homeTeam, away: f.awayTeam, grid });
    yield;
  }
  // Seeded by the state the odds are read from, so a reading can be made again and checked.
  const seed = hashInts(table.leagueId, table.season, table.roundsComplete, AI_NAMES.indexOf(oracle.aiName));
  return yield* seasonsInSlices({ standings, fixtures, scorers: scorerShares(table, squads), seed });
}

/** Reads and stores both oracles' odds after the table's latest complete round, unless already read. Returns whether it read them. */
export async function refreshSeasonOdds(
  db: Db,
  oracles: Record<AiName, StatisticalOracle>,
  table: SeasonTable,
  history: readonly ResultRow[],
  squads: ReadonlyMap<string, readonly string[]>,
  now: Date,
): Promise<boolean> {
  const [latest] = await db
    .select({ afterRound: seasonOdds.afterRound })
    .from(seasonOdds)
    .where(and(eq(seasonOdds.leagueId, table.leagueId), eq(seasonOdds.season, table.season)))
    .orderBy(desc(seasonOdds.afterRound))
    .limit(1);
  if (latest && latest.afterRound >= table.roundsComplete) return false;
  const rows = [];
  for (const aiName of AI_NAMES) {
    const odds = await runYielding(oddsInSlices(oracles[aiName], table, history, squads, now));
    rows.push({
      leagueId: table.leagueId,
      season: table.season,
      aiName,
      afterRound: table.roundsComplete,
      seasons: odds.seasons,
      clubs: odds.clubs,
      scorers: odds.scorers.slice(0, 50),
    });
  }
  // Two instances that read the same round write the same figures: the first one kept.
  await db.insert(seasonOdds).values(rows).onConflictDoNothing();
  return true;
}

/** Each oracle's latest two readings of a competition's season, newest first: the odds now and where they moved from. */
export type Readings = Record<AiName, OddsRow[]>;

const seasonKey = (leagueId: number, season: number) => `${leagueId}/${season}`;

/** The readings of several competitions' seasons in one query, by competition and season (readingsOf). */
export async function latestOdds(db: Db, seasons: ReadonlyArray<{ leagueId: number; season: number }>): Promise<Map<string, Readings>> {
  const found = new Map<string, Readings>();
  if (seasons.length === 0) return found;
  const recent = db
    .select({
      leagueId: seasonOdds.leagueId,
      season: seasonOdds.season,
      aiName: seasonOdds.aiName,
      afterRound: seasonOdds.afterRound,
      rank: sql<number>`row_number() over (partition by ${seasonOdds.leagueId}, ${seasonOdds.season}, ${seasonOdds.aiName} order by ${seasonOdds.afterRound} desc)`.as(
        "rank",
      ),
    })
    .from(seasonOdds)
    .where(
      sql`(${seasonOdds.leagueId}, ${seasonOdds.season}) in (${sql.join(
        seasons.map((s) => sql`(${s.leagueId}, ${s.season})`),
        sql`, `,
      )})`,
    )
    .as("recent");
  const rows = await db
    .select({ odds: seasonOdds })
    .from(seasonOdds)
    .innerJoin(
      recent,
      and(
        eq(recent.leagueId, seasonOdds.leagueId),
        eq(recent.season, seasonOdds.season),
        eq(recent.aiName, seasonOdds.aiName),
        eq(recent.afterRound, seasonOdds.afterRound),
      ),
    )
    .where(sql`${recent.rank} <= 2`)
    .orderBy(desc(seasonOdds.afterRound));
  for (const { odds } of rows) {
    const key = seasonKey(odds.leagueId, odds.season);
    const readings = found.get(key) ?? { ChatGPT: [], Grok: [] };
    readings[odds.aiName].push(odds);
    found.set(key, readings);
  }
  return found;
}

/** A competition's season's readings from latestOdds: none yet, when it was never read. */
export const readingsOf = (found: ReadonlyMap<string, Readings>, leagueId: number, season: number): Readings =>
  found.get(seasonKey(leagueId, season)) ?? { ChatGPT: [], Grok: [] };
