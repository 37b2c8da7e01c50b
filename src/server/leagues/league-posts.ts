import { sql } from "drizzle-orm";
import type { LeaguePost, LeaguePosts } from "../../shared/api/leagues";
import { LEAGUE_POSTS_SHOWN } from "../../shared/constants";
import { queryRows, type Db } from "../platform/db/client";
import { forbidden, notFound } from "../platform/http/errors";
import { banterRead, noticeBanter, unquoteBanter } from "../notifications/notify";
import { memberLeague } from "./leagues.service";

// A league's banter (docs/rules.md#banter): short posts its members write on its page, read a page at a time.

interface PostRow {
  id: number | string;
  user_id: number;
  username: string;
  body: string;
  created_at: Date | string;
}

const toPost = (row: PostRow, viewerId: number, ownerId: number): LeaguePost => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  username: row.username,
  text: row.body,
  createdAt: new Date(row.created_at).toISOString(),
  canDelete: Number(row.user_id) === viewerId || ownerId === viewerId,
});

/**
 * A member's page of their league's banter: the newest LEAGUE_POSTS_SHOWN, or those older than `before`. Reading the
 * newest marks the league's banter entry in the player's bell read, in the same statement.
 */
export async function leaguePosts(db: Db, userId: number, leagueId: number, before?: number): Promise<LeaguePosts> {
  const league = await memberLeague(db, userId, leagueId);
  // One more than shown says whether older posts are left.
  const rows = await queryRows<PostRow>(
    db,
    sql`${before === undefined ? sql`with seen as (${banterRead(userId, leagueId)}) ` : sql``}select p.id, p.user_id, u.username, p.body, p.created_at from league_posts p join users u on u.id = p.user_id
      where p.league_id = ${leagueId} ${before === undefined ? sql`` : sql`and p.id < ${before}`}
      order by p.id desc limit ${LEAGUE_POSTS_SHOWN + 1}`,
  );
  return { posts: rows.slice(0, LEAGUE_POSTS_SHOWN).map((r) => toPost(r, userId, league.ownerId)), more: rows.length > LEAGUE_POSTS_SHOWN };
}

/** A member writes to their league's banter; the reply is the post as the page shows it. */
export async function addLeaguePost(db: Db, userId: number, leagueId: number, text: string): Promise<LeaguePost> {
  const league = await memberLeague(db, userId, leagueId);
  const [row] = await queryRows<PostRow>(
    db,
    sql`with made as (insert into league_posts (league_id, user_id, body) values (${leagueId}, ${userId}, ${text}) returning *),
      told as (${noticeBanter("made")})
      select made.id, made.user_id, u.username, made.body, made.created_at from made join users u on u.id = made.user_id`,
  );
  return toPost(row!, userId, league.ownerId);
}

/** A post's writer, or the league's owner, deletes it: 404 for a post not of this league, 403 for anyone else's. */
export async function deleteLeaguePost(db: Db, userId: number, leagueId: number, postId: number): Promise<void> {
  const league = await memberLeague(db, userId, leagueId);
  const mayDelete = league.ownerId === userId ? sql`true` : sql`user_id = ${userId}`;
  const [row] = await queryRows<{ may: boolean | null; deleted: boolean }>(
    db,
    sql`with found as (select id, ${mayDelete} as may from league_posts where id = ${postId} and league_id = ${leagueId}),
      gone as (delete from league_posts where id in (select id from found where may) returning *),
      unquoted as (${unquoteBanter("gone")})
      select (select may from found) as may, exists (select 1 from gone) as deleted`,
  );
  if (row?.may === null || row?.may === undefined) throw notFound("Post not found", "unknown_post");
  if (!row.deleted) throw forbidden("Only the post's writer or the league's owner can delete it");
}
