import type { LeagueMemberPick } from "./api/leagues";
import { leaguePickPoints, pickPointsAt, type Score } from "./scoring";

// A league's picks of a match as its members see them (docs/rules.md#league-picks), for the server's reply and for a
// page that moves the points with a live score.

/** The best pick first (points, then name): how a match's picks are listed. */
export const bestFirst = (a: LeagueMemberPick, b: LeagueMemberPick) => (b.points ?? -1) - (a.points ?? -1) || a.username.localeCompare(b.username);

/** A pick not yet scored, its points as they stand at `score` as the league counts them; a scored one as it is. */
export const pickAsItStands = (pick: LeagueMemberPick, score: Score): LeagueMemberPick =>
  pick.final ? pick : { ...pick, points: leaguePickPoints(pickPointsAt(pick, score), pick) };
