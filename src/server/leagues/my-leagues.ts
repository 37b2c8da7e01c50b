import type { MyLeague } from "../../shared/api/leagues";
import type { Db } from "../platform/db/client";
import { reigningChampions } from "./league-honours";
import { tableOf } from "./league-table";
import { myLeagues } from "./leagues.service";

/**
 * The caller's open leagues, newest first, each with their rank and points in its table of the week (read from the
 * table itself, so the list says what the league's page says, its rules and all) and its reigning champions.
 */
export async function myLeaguesWithWeek(db: Db, userId: number, now = new Date()): Promise<MyLeague[]> {
  const leagues = await myLeagues(db, userId);
  // The list holds only the caller's leagues: each table is counted without checking the membership again.
  const [champions, ...tables] = await Promise.all([
    reigningChampions(
      db,
      leagues.map((league) => league.id),
    ),
    ...leagues.map((league) => tableOf(db, userId, { id: league.id, createdAt: new Date(league.createdAt) }, "week", 0, now)),
  ]);
  return leagues.map((league, i) => {
    const you = tables[i]!.rows.find((row) => row.isYou)!;
    const crowned = champions.get(league.id);
    return { ...league, week: { rank: you.rank, points: you.points + you.questionPoints }, ...(crowned ? { champions: crowned } : {}) };
  });
}
