import type { LeagueTable } from "@shared/api/leagues";
import type { PredictorName } from "@shared/constants";
import type { LeagueCardLine, LeagueCardModel } from "../../../components/share/card-model";
import { linesOf } from "./table-lines";

/** Lines a table's card has room for. */
const CARD_LINES = 7;

/**
 * A table's share card: the top of the table with the guests among it, and the player's own line in
 * place of the last when they stand further down. The guests go by `predictorNames` (usePredictorNames: the reader's
 * language's).
 */
export function leagueCardModel(
  league: { name: string; memberCount: number },
  periodLabel: string,
  table: LeagueTable,
  predictorNames: Record<PredictorName, string>,
): LeagueCardModel {
  const prophets = new Set(table.prophetOfTheWeek?.userIds ?? []);
  const all: LeagueCardLine[] = linesOf(table).map((line) =>
    line.kind === "member"
      ? {
          rank: line.row.rank,
          name: line.row.username,
          points: line.row.points,
          exact: line.row.exact,
          you: line.row.isYou,
          prophet: prophets.has(line.row.userId),
        }
      : {
          rank: null,
          name: predictorNames[line.guest.name],
          points: line.guest.points,
          exact: line.guest.exact,
          you: false,
          prophet: false,
        },
  );
  let lines = all.slice(0, CARD_LINES);
  const you = all.find((l) => l.you);
  if (you && !lines.includes(you)) lines = [...lines.slice(0, CARD_LINES - 1), you];
  const leader = table.rows[0];
  return {
    leagueName: league.name,
    periodLabel,
    memberCount: league.memberCount,
    lines,
    yourRank: you?.rank ?? null,
    leader: leader ? { name: leader.username, points: leader.points } : null,
  };
}
