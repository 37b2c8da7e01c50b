import { sql, type SQL } from "drizzle-orm";
import { CROWD_NAME } from "../../shared/constants";

// The season questions' points as the tables read them (docs/rules.md#season-questions): a question counts in the
// season table of the day it was scored. Read-only SQL for the Prophets table and the league tables.

/**
 * The questions scored in [since, until) as `m` rows carrying the columns a league's competition rule reads (league_id,
 * and the day scored as match_date), so a league counts a question of a competition it counted that week.
 */
function scoredQuestions(since: string, until: string): SQL {
  return sql`(select q.*, q.scored_at as match_date from season_questions q
    where q.scored_at >= ${since}::timestamptz and q.scored_at < ${until}::timestamptz) m`;
}

/**
 * The oracles' and the crowd's question points from the questions scored in [since, until) that `counted` keeps (a
 * condition on `m`): an oracle's sealed answer's points, and the crowd's the question's points where its answer was
 * right. Rows (name, question_points).
 */
export function guestQuestionPoints(since: string, until: string, counted: SQL = sql`true`): SQL {
  return sql`
    select o.answer ->> 'aiName' as name, sum((o.answer ->> 'points')::int)::int as question_points
    from ${scoredQuestions(since, until)} cross join lateral jsonb_array_elements(coalesce(m.oracle_answers, '[]'::jsonb)) as o(answer)
    where ${counted}
    group by 1
    union all
    select ${CROWD_NAME}, coalesce(sum(m.points), 0)::int
    from ${scoredQuestions(since, until)}
    where m.result ? m.crowd_answer and ${counted}`;
}

/**
 * The question points of the players `members` (a query of user ids) from the questions scored in [since, until) that
 * `counted` keeps. Rows (user_id, question_points): a league's members only, through the answers' key by question.
 */
export function playerQuestionPoints(members: SQL, since: string, until: string, counted: SQL = sql`true`): SQL {
  return sql`
    select a.user_id, sum(a.points)::int as question_points
    from season_answers a join ${scoredQuestions(since, until)} on m.id = a.question_id
    where a.points > 0 and a.user_id in (${members}) and ${counted}
    group by a.user_id`;
}

/** No question points: the week's and the month's tables, rows (name or user_id, question_points) of none. */
export const noQuestionPoints = sql`select null::int as user_id, null::text as name, 0 as question_points where false`;
