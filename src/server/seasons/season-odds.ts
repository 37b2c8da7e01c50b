import { and, desc, eq, sql } from "drizzle-orm";
import { AI_NAMES, type AiName } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { seasonOdds } from "../platform/db/schema";
import type { ResultRow, SeasonTable } from "../platform/providers/football/football-provider";
import { SEASONS_SIMULATED, simulateSeason, type ScorerStanding, type SeasonOdds } from "../oracles/statistical/season-simulation";
import type { StatisticalOracle } from "../oracles/statistical/statistical-oracles";

// Each oracle's odds for the rest of a competition's season (docs/rules.md#season-questions): every remaining fixture
// forecast by the oracle's own match model, the season played SEASONS_SIMULATED times from the table as it stands.
// Read after every completed matchday by the game (game/season-rituals.ts), never on a request.

/** The simulation runs in slices of this many seasons, the event loop given back between them. */
const SLICE = 1_000;
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

/** A seed from the state the odds are read from, so a reading can be made again and checked. */
function seedOf(table: SeasonTable, aiName: AiName): number {
  let hash = 2_166_136_261;
  for (const ch of `${table.leagueId}/${table.season}/${table.roundsComplete}/${aiName}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

/** One oracle's odds, SEASONS_SIMULATED seasons in slices of SLICE with the event loop given back between them. */
export async function oracleSeasonOdds(
  oracle: StatisticalOracle,
  table: SeasonTable,
  history: readonly ResultRow[],
  squads: ReadonlyMap<string, readonly string[]>,
  now: Date,
): Promise<SeasonOdds> {
  const standings = table.standings.map((s) => ({ club: s.club, points: s.points, goalsFor: s.goalsFor, goalsAgainst: s.goalsAgainst }));
  const fixtures = table.remaining.map((f) => ({
    home: f.homeTeam,
    away: f.awayTeam,
    grid: oracle.scoreGrid({ homeTeam: f.homeTeam, awayTeam: f.awayTeam, leagueId: table.leagueId, kickoff: now, history }),
  }));
  const scorers = scorerShares(table, squads);
  const seed = seedOf(table, oracle.aiName);
  const slices: SeasonOdds[] = [];
  for (let slice = 0; slice < SEASONS_SIMULATED / SLICE; slice++) {
    slices.push(simulateSeason({ standings, fixtures, scorers, seasons: SLICE, seed: (seed + slice) >>> 0 }));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return mergeSlices(slices);
}

/** Equal slices' odds averaged: the odds of all their seasons together. */
export function mergeSlices(slices: readonly SeasonOdds[]): SeasonOdds {
  const total = slices.reduce((sum, s) => sum + s.seasons, 0);
  const club = new Map<string, { champion: number; bottom: number }>();
  const scorer = new Map<string, { player: string; club: string; topScorer: number }>();
  for (const s of slices) {
    const weight = s.seasons / total;
    for (const c of s.clubs) {
      const entry = club.get(c.club) ?? { champion: 0, bottom: 0 };
      entry.champion += c.champion * weight;
      entry.bottom += c.bottom * weight;
      club.set(c.club, entry);
    }
    for (const p of s.scorers) {
      const key = `${p.club}\u0000${p.player}`;
      const entry = scorer.get(key) ?? { player: p.player, club: p.club, topScorer: 0 };
      entry.topScorer += p.topScorer * weight;
      scorer.set(key, entry);
    }
  }
  const clubs = [...club].map(([name, o]) => ({ club: name, ...o })).sort((a, b) => b.champion - a.champion || a.club.localeCompare(b.club));
  const scorers = [...scorer.values()].sort((a, b) => b.topScorer - a.topScorer || a.player.localeCompare(b.player));
  const bottom = [...clubs].sort((a, b) => b.bottom - a.bottom || a.club.localeCompare(b.club))[0]!;
  return { seasons: total, clubs, scorers, champion: clubs[0]!.club, bottom: bottom.club, topScorer: scorers[0]?.player ?? null };
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
    const odds = await oracleSeasonOdds(oracles[aiName], table, history, squads, now);
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

/** The latest two readings of a competition's season per oracle, newest first: the odds now and where they moved from. */
export async function latestOdds(db: Db, leagueId: number, season: number): Promise<Record<AiName, OddsRow[]>> {
  const recent = db
    .select({
      aiName: seasonOdds.aiName,
      afterRound: seasonOdds.afterRound,
      rank: sql<number>`row_number() over (partition by ${seasonOdds.aiName} order by ${seasonOdds.afterRound} desc)`.as("rank"),
    })
    .from(seasonOdds)
    .where(and(eq(seasonOdds.leagueId, leagueId), eq(seasonOdds.season, season)))
    .as("recent");
  const rows = await db
    .select({ odds: seasonOdds })
    .from(seasonOdds)
    .innerJoin(recent, and(eq(recent.aiName, seasonOdds.aiName), eq(recent.afterRound, seasonOdds.afterRound)))
    .where(and(eq(seasonOdds.leagueId, leagueId), eq(seasonOdds.season, season), sql`${recent.rank} <= 2`))
    .orderBy(desc(seasonOdds.afterRound));
  const byOracle = (aiName: AiName) => rows.filter((r) => r.odds.aiName === aiName).map((r) => r.odds);
  return { ChatGPT: byOracle("ChatGPT"), Grok: byOracle("Grok") };
}
