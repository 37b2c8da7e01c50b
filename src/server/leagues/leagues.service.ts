import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { LeagueJoinOutcome } from "../../shared/api/auth";
import type { League, LeagueInvite, LeagueInvitePreview, LeagueRulesBody, LeagueRulesView, LeagueSummary } from "../../shared/api/leagues";
import { LEAGUE_CODE_LENGTH, MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER, REFERRAL_CODE_ALPHABET } from "../../shared/constants";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { leagueMembers, leagues, users } from "../platform/db/schema";
import { notify } from "../notifications/notify";
import { rulesView, setRules } from "./league-rules";
import { conflict, forbidden, HttpError, notFound } from "../platform/http/errors";

const inviteCode = customAlphabet(REFERRAL_CODE_ALPHABET, LEAGUE_CODE_LENGTH);

type LeagueRow = typeof leagues.$inferSelect;

function toSummary(row: LeagueRow, viewerId: number, memberCount: number): LeagueSummary {
  return {
    id: row.id,
    name: row.name,
    inviteCode: row.inviteCode,
    ownerId: row.ownerId,
    isOwner: row.ownerId === viewerId,
    memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const memberCountOf = async (db: Db | Tx, leagueId: number) =>
  (await db.select({ n: count() }).from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId)))[0]?.n ?? 0;

/** Open leagues a player is in, under a lock of the player's row so two joins at once count in turn. */
async function lockedLeagueCount(tx: Tx, userId: number): Promise<number> {
  await tx.execute(sql`select 1 from ${users} where id = ${userId} for update`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${leagueMembers} m join ${leagues} l on l.id = m.league_id where m.user_id = ${userId} and l.closed_at is null`,
  );
  return Number(row?.n ?? 0);
}

const tooManyLeagues = () => conflict(`You can be in at most ${MAX_LEAGUES_PER_PLAYER} leagues: leave one first`, "league_limit");

/**
 * Runs `write` with a fresh unguessable invite code, in a savepoint so that a clash with another
 * league's code rolls back only that attempt: 31^8 codes make a clash rare, and a new code settles it.
 */
async function withFreshCode<T>(tx: Tx, write: (attemptTx: Tx, code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction((attemptTx) => write(attemptTx, inviteCode()));
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** Gives a league a new invite code: the old one, and every link made from it, stops working. */
async function replaceInviteCode(tx: Tx, leagueId: number): Promise<LeagueRow> {
  return withFreshCode(tx, async (attemptTx, code) => {
    const [row] = await attemptTx.update(leagues).set({ inviteCode: code }).where(eq(leagues.id, leagueId)).returning();
    return row!;
  });
}

/** A new league, with its owner as its first member and an unguessable invite code. */
export async function createLeague(db: Db, userId: number, name: string): Promise<LeagueSummary> {
  return db.transaction(async (tx) => {
    if ((await lockedLeagueCount(tx, userId)) >= MAX_LEAGUES_PER_PLAYER) throw tooManyLeagues();
    return withFreshCode(tx, async (attemptTx, code) => {
      const [row] = await attemptTx.insert(leagues).values({ name, ownerId: userId, inviteCode: code }).returning();
      await attemptTx.insert(leagueMembers).values({ leagueId: row!.id, userId });
      return toSummary(row!, userId, 1);
    });
  });
}

/** Joins by invite code: once, into an open league with room, within the player's league limit. */
export async function joinLeague(db: Db, userId: number, code: string): Promise<LeagueSummary> {
  return db.transaction((tx) => joinInTx(tx, userId, code));
}

async function joinInTx(tx: Tx, userId: number, code: string): Promise<LeagueSummary> {
  const [league] = await tx
    .select()
    .from(leagues)
    .where(and(eq(leagues.inviteCode, code), isNull(leagues.closedAt)))
    .for("update");
  if (!league) throw notFound("No open league has that invite code", "unknown_league");
  const [already] = await tx
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, userId)));
  if (already) throw conflict("You are already in this league", "already_member");
  if ((await lockedLeagueCount(tx, userId)) >= MAX_LEAGUES_PER_PLAYER) throw tooManyLeagues();
  const members = await memberCountOf(tx, league.id);
  if (members >= MAX_LEAGUE_MEMBERS) throw conflict(`This league is full: it holds ${MAX_LEAGUE_MEMBERS} members`, "league_full");
  await tx.insert(leagueMembers).values({ leagueId: league.id, userId });
  await notify(tx, { userId: league.ownerId, kind: "league_joined", leagueId: league.id, otherUserId: userId });
  return toSummary(league, userId, members + 1);
}

const refusals: Record<string, Exclude<LeagueJoinOutcome, { joined: true }>["reason"]> = {
  unknown_league: "closed",
  league_full: "full",
  league_limit: "league_limit",
};

/**
 * Joins the league of an invite opened before sign-up, inside the sign-up's transaction and in a
 * savepoint of its own: a full or closed league must not cost the friend their account, so a refusal
 * is rolled back and returned, for the client to say (docs/rules.md#leagues).
 */
export async function joinOnSignUp(tx: Tx, userId: number, code: string): Promise<LeagueJoinOutcome> {
  try {
    const league = await tx.transaction((inner) => joinInTx(inner, userId, code));
    return { joined: true, leagueId: league.id, name: league.name };
  } catch (err) {
    const reason = err instanceof HttpError && err.reason ? refusals[err.reason] : undefined;
    if (!reason || !(err instanceof HttpError)) throw err;
    return { joined: false, reason, message: err.message };
  }
}

/** The caller's open leagues, newest first. */
export async function myLeagues(db: Db, userId: number): Promise<LeagueSummary[]> {
  const rows = await db
    .select({
      league: leagues,
      memberCount: sql<number>`(select count(*)::int from ${leagueMembers} c where c.league_id = ${leagues.id})`,
    })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagueMembers.userId, userId), isNull(leagues.closedAt)))
    .orderBy(desc(leagues.createdAt), desc(leagues.id));
  return rows.map((r) => toSummary(r.league, userId, Number(r.memberCount)));
}

/**
 * An open league the caller is in: 404 for an unknown or closed one, 403 for another league's (its
 * members, invite code and table are its own).
 */
export async function memberLeague(db: Db | Tx, userId: number, leagueId: number): Promise<LeagueRow> {
  return checkedMember(await memberQuery(db, userId, leagueId));
}

/**
 * memberLeague with the league's row locked to the end of the transaction: a handover, a leave and a removal each
 * read who owns the league and change its members on that reading, so they take turns on one league.
 */
async function lockedMemberLeague(tx: Tx, userId: number, leagueId: number): Promise<LeagueRow> {
  return checkedMember(await memberQuery(tx, userId, leagueId).for("update", { of: leagues }));
}

/** The open league with whether the player is in it. */
const memberQuery = (db: Db | Tx, userId: number, leagueId: number) =>
  db
    .select({ league: leagues, member: leagueMembers.userId })
    .from(leagues)
    .leftJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId)))
    .where(and(eq(leagues.id, leagueId), isNull(leagues.closedAt)));

function checkedMember([row]: { league: LeagueRow; member: number | null }[]): LeagueRow {
  if (!row) throw notFound("League not found", "unknown_league");
  if (row.member === null) throw forbidden("Only this league's members can see it");
  return row.league;
}

const isOwnedBy = (league: LeagueRow, userId: number): LeagueRow => {
  if (league.ownerId !== userId) throw forbidden("Only the league's owner can do that");
  return league;
};

const ownedLeague = async (db: Db | Tx, userId: number, leagueId: number) => isOwnedBy(await memberLeague(db, userId, leagueId), userId);

export async function leagueOf(db: Db, userId: number, leagueId: number, now = new Date()): Promise<League> {
  const league = await memberLeague(db, userId, leagueId);
  const members = await db
    .select({ userId: users.id, username: users.username, joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(leagueMembers.joinedAt, users.id);
  const owner = members.find((m) => m.userId === league.ownerId);
  return {
    ...toSummary(league, userId, members.length),
    ownerUsername: owner?.username ?? "",
    members: members.map((m) => ({ userId: m.userId, username: m.username, joinedAt: m.joinedAt.toISOString() })),
    rules: await rulesView(db, leagueId, now),
  };
}

/** The owner's rules for the league, from next week on (league-rules.ts). */
export async function changeRules(db: Db, userId: number, leagueId: number, body: LeagueRulesBody, now = new Date()): Promise<LeagueRulesView> {
  await ownedLeague(db, userId, leagueId);
  return setRules(db, leagueId, body, now);
}

/** What an invite link shows a player before they join. */
/** An open league's invite by its code, with whether `viewerId` (when given) is in it; 404 otherwise. */
async function openInvite(db: Db, code: string, viewerId: number | null) {
  const [row] = await queryRows<{ name: string; owner: string | null; members: number; is_member: boolean }>(
    db,
    sql`
      select l.name, u.username as owner,
        (select count(*)::int from ${leagueMembers} c where c.league_id = l.id) as members,
        ${viewerId === null ? sql`false` : sql`exists (select 1 from ${leagueMembers} c where c.league_id = l.id and c.user_id = ${viewerId})`} as is_member
      from ${leagues} l join ${users} u on u.id = l.owner_id
      where l.invite_code = ${code} and l.closed_at is null`,
  );
  if (!row) throw notFound("No open league has that invite code", "unknown_league");
  return { name: row.name, owner: row.owner ?? "Player", memberCount: Number(row.members), isMember: row.is_member };
}

export async function inviteOf(db: Db, userId: number, code: string): Promise<LeagueInvite> {
  const { name, owner, memberCount, isMember } = await openInvite(db, code, userId);
  return { name, ownerUsername: owner, memberCount, isMember };
}

/**
 * What an invite link says to anyone, signed in or not: the name, the owner and the size. Only the
 * league's current code answers, so a rotated or closed league's link previews as unknown
 * (docs/decisions.md, the invite preview).
 */
export async function invitePreview(db: Db, code: string): Promise<LeagueInvitePreview> {
  const { name, owner, memberCount } = await openInvite(db, code, null);
  return { name, owner, memberCount };
}

export async function renameLeague(db: Db, userId: number, leagueId: number, name: string): Promise<LeagueSummary> {
  await ownedLeague(db, userId, leagueId);
  const [row] = await db.update(leagues).set({ name }).where(eq(leagues.id, leagueId)).returning();
  return toSummary(row!, userId, await memberCountOf(db, leagueId));
}

/** Closes a league for good: it leaves its members' lists and its code stops working. */
export async function closeLeague(db: Db, userId: number, leagueId: number): Promise<void> {
  await ownedLeague(db, userId, leagueId);
  await db.update(leagues).set({ closedAt: new Date() }).where(eq(leagues.id, leagueId));
}

export async function leaveLeague(db: Db, userId: number, leagueId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const league = await lockedMemberLeague(tx, userId, leagueId);
    if (league.ownerId === userId) throw conflict("The owner cannot leave: hand the league to another member first, or close it", "owner_leaving");
    await tx.delete(leagueMembers).where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  });
}

/**
 * The owner hands the league to another member, who hears it in the bell; the former owner stays in it as a member
 * and may leave it then (docs/rules.md#leagues). Under the league's lock, so a member leaving or being removed at the
 * same moment never leaves a league owned by someone outside it.
 */
export async function handOverLeague(db: Db, userId: number, leagueId: number, memberId: number): Promise<LeagueSummary> {
  return db.transaction(async (tx) => {
    isOwnedBy(await lockedMemberLeague(tx, userId, leagueId), userId);
    if (memberId === userId) throw conflict("You already own this league", "already_owner");
    const [member] = await tx
      .select({ userId: leagueMembers.userId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, memberId)));
    if (!member) throw notFound("That player is not in this league", "unknown_member");
    const [row] = await tx.update(leagues).set({ ownerId: memberId }).where(eq(leagues.id, leagueId)).returning();
    await notify(tx, { userId: memberId, kind: "league_owner", leagueId, otherUserId: userId });
    return toSummary(row!, userId, await memberCountOf(tx, leagueId));
  });
}

/**
 * Removes a member and, in the same transaction, gives the league a new invite code: the removed
 * player was shown the old one, and would otherwise walk straight back in (docs/decisions.md, A
 * removed member stays out). The members still in see the new code on the league's page.
 */
export async function removeMember(db: Db, userId: number, leagueId: number, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    isOwnedBy(await lockedMemberLeague(tx, userId, leagueId), userId);
    if (memberId === userId) throw conflict("The owner cannot remove themselves: close the league instead", "owner_leaving");
    const removed = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, memberId)))
      .returning({ userId: leagueMembers.userId });
    if (removed.length === 0) throw notFound("That player is not in this league", "unknown_member");
    await replaceInviteCode(tx, leagueId);
  });
}

/** The owner's new invite code, when a link went further than meant: the old code stops working. */
export async function newInviteCode(db: Db, userId: number, leagueId: number): Promise<LeagueSummary> {
  await ownedLeague(db, userId, leagueId);
  return db.transaction(async (tx) => toSummary(await replaceInviteCode(tx, leagueId), userId, await memberCountOf(tx, leagueId)));
}
