import { sql } from "drizzle-orm";
import { MAX_PICK_GOALS } from "../../shared/constants";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { matchPicks } from "../platform/db/schema";
import { freezeCrowdPick } from "./crowd.service";

// "When I forget, pick like El Divino" (docs/rules.md#oracle-picks): at kick-off a player who chose an oracle gets
// its call as their pick on a match of a competition they follow that they did not pick themselves.

/**
 * Gives every player who chose an oracle its call on this match, where they follow its competition and have no pick
 * of their own. Once per match in effect: a pick already there, theirs or the oracle's, is left as it is.
 * Returns how many picks it made.
 */
export async function fillOraclePicks(db: Db | Tx, matchId: number): Promise<number> {
  const made = await queryRows<{ user_id: number }>(
    db,
    sql`
      insert into ${matchPicks} (user_id, match_id, home, away, by_oracle)
      select u.id, m.id, c.home, c.away, u.oracle_fill
      from matches m
      join notification_preferences np on m.league_id = any(np.followed_leagues)
      join users u on u.id = np.user_id and u.oracle_fill is not null
      join predictions pr on pr.match_id = m.id and pr.ai_name = u.oracle_fill
      cross join lateral (select split_part(pr.predicted_score, '-', 1)::int as home, split_part(pr.predicted_score, '-', 2)::int as away) c
      where m.id = ${matchId} and pr.predicted_score ~ '^[0-9]{1,2}-[0-9]{1,2}$'
        and c.home <= ${MAX_PICK_GOALS} and c.away <= ${MAX_PICK_GOALS}
      on conflict (user_id, match_id) do nothing
      returning user_id`,
  );
  return made.length;
}

/**
 * What a match's kick-off settles about picks, wherever it is seen (the kick-off clock, a provider's flip, a
 * settlement that found it still upcoming): the oracles' picks for those who asked, then the crowd's pick, which
 * counts the players' own picks only.
 */
export async function lockPicksAtKickOff(db: Db | Tx, matchId: number): Promise<void> {
  await fillOraclePicks(db, matchId);
  await freezeCrowdPick(db, matchId);
}
