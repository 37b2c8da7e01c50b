import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { LeagueSummary, LeagueTable, MyLeague } from "../../shared/api/leagues";
import type { Match } from "../../shared/api/matches";
import { MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER, PROPHET_WEEK_GRACE_DAYS } from "../../shared/constants";
import { parseScore } from "../../shared/scoring";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { addBetTotals } from "./period-totals";
import { awardProphetBadges } from "./prophet-badges";
import { BETTING_ENV, BETTING_START, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase(
  "private leagues",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    const call = (cookie: string | undefined, method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: unknown) =>
      ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const create = async (cookie: string, name: string): Promise<LeagueSummary> => {
      const made = await call(cookie, "POST", "/api/leagues", { name });
      expect(made.statusCode, made.body).toBe(201);
      return made.json();
    };
    const pick = async (cookie: string, match: Match, score: string) => {
      const { home, away } = parseScore(score)!;
      expect((await call(cookie, "PUT", `/api/matches/${match.id}/pick`, { home, away })).statusCode).toBe(200);
    };
    const table = async (cookie: string, id: number, period: string): Promise<LeagueTable> => {
      const reply = await call(cookie, "GET", `/api/leagues/${id}/table?period=${period}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const leagueRows = async () => queryRows(ctx().database.db, sql`select * from leagues order by id`);
    const memberRows = async () => queryRows(ctx().database.db, sql`select league_id, user_id from league_members order by league_id, user_id`);

    it("creates a league, lists it, and keeps it to its members", async () => {
      const [owner, stranger] = [await signUp(ctx().app), await signUp(ctx().app)];
      const league = await create(owner.cookie, "  Sunday Prophets  ");
      expect(league).toMatchObject({ name: "Sunday Prophets", isOwner: true, memberCount: 1 });
      expect(league.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      // The list says where the player stands in the league's week: alone in it, first with nothing yet.
      expect((await call(owner.cookie, "GET", "/api/leagues")).json()).toEqual([{ ...league, week: { rank: 1, points: 0 } }]);
      expect((await call(stranger.cookie, "GET", "/api/leagues")).json()).toEqual([]);
      const page = (await call(owner.cookie, "GET", `/api/leagues/${league.id}`)).json();
      expect(page.members.map((m: { username: string }) => m.username)).toHaveLength(1);
      expect(JSON.stringify(page)).not.toMatch(/@example\.com/);

      const before = [await leagueRows(), await memberRows()];
      for (const [url, method, payload] of [
        [`/api/leagues/${league.id}`, "GET", undefined],
        [`/api/leagues/${league.id}/table`, "GET", undefined],
        [`/api/leagues/${league.id}`, "PATCH", { name: "Mine now" }],
        [`/api/leagues/${league.id}`, "DELETE", undefined],
        [`/api/leagues/${league.id}/leave`, "POST", undefined],
        [`/api/leagues/${league.id}/members/${owner.user.id}`, "DELETE", undefined],
      ] as const) {
        const reply = await call(stranger.cookie, method, url, payload);
        expect(reply.statusCode, `${method} ${url}`).toBe(403);
        expect(reply.json().message).toMatch(/members|owner/);
        expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
      }
      expect((await call(owner.cookie, "GET", "/api/leagues/999999")).statusCode).toBe(404);
      expect((await call(owner.cookie, "GET", "/api/leagues/abc")).statusCode).toBe(400);
      expect((await call(owner.cookie, "GET", `/api/leagues/${league.id}/table?period=year`)).statusCode).toBe(400);
      for (const name of ["ab", "x".repeat(41), "   ", 42, null]) {
        const reply = await call(owner.cookie, "POST", "/api/leagues", { name });
        expect(reply.statusCode, JSON.stringify(name)).toBe(400);
      }
      expect((await call(owner.cookie, "POST", "/api/leagues", { name: "Fine", ownerId: stranger.user.id })).statusCode).toBe(400);
      expect([await leagueRows(), await memberRows()]).toEqual(before);
    });

    it("joins by code once, previews an invite, and refuses bad and closed codes", async () => {
      const [owner, friend] = [await signUp(ctx().app), await signUp(ctx().app)];
      const league = await create(owner.cookie, "Code Club");
      const preview = await call(friend.cookie, "GET", `/api/leagues/invite/${league.inviteCode.toLowerCase()}`);
      expect(preview.json()).toMatchObject({ name: "Code Club", memberCount: 1, isMember: false });
      const joined = await call(friend.cookie, "POST", "/api/leagues/join", { code: ` ${league.inviteCode.toLowerCase()} ` });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toMatchObject({ id: league.id, isOwner: false, memberCount: 2 });
      const again = await call(friend.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already in this league/);
      for (const code of ["", "ABC", "OOOOOOOO", "ABCDEFGH1", 12345678]) {
        expect((await call(friend.cookie, "POST", "/api/leagues/join", { code })).statusCode, String(code)).toBe(400);
      }
      expect((await call(friend.cookie, "POST", "/api/leagues/join", { code: "ZZZZZZZZ" })).statusCode).toBe(404);

      expect((await call(friend.cookie, "PATCH", `/api/leagues/${league.id}`, { name: "Taken over" })).statusCode).toBe(403);
      expect((await call(owner.cookie, "PATCH", `/api/leagues/${league.id}`, { name: "Code Club II" })).json()).toMatchObject({
        name: "Code Club II",
      });
      expect((await call(owner.cookie, "POST", `/api/leagues/${league.id}/leave`)).statusCode).toBe(409);
      expect((await call(owner.cookie, "DELETE", `/api/leagues/${league.id}`)).statusCode).toBe(204);
      expect((await call(friend.cookie, "GET", `/api/leagues/${league.id}`)).statusCode).toBe(404);
      expect((await call(friend.cookie, "GET", "/api/leagues")).json()).toEqual([]);
      const newcomer = await signUp(ctx().app);
      expect((await call(newcomer.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(404);
    });

    it("lets the owner remove a member and a member leave", async () => {
      const [owner, a, b] = [await signUp(ctx().app), await signUp(ctx().app), await signUp(ctx().app)];
      const league = await create(owner.cookie, "Revolving Door");
      for (const p of [a, b]) await call(p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      expect((await call(a.cookie, "DELETE", `/api/leagues/${league.id}/members/${b.user.id}`)).statusCode).toBe(403);
      expect((await call(owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${b.user.id}`)).statusCode).toBe(204);
      expect((await call(owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${b.user.id}`)).statusCode).toBe(404);
      expect((await call(owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${owner.user.id}`)).statusCode).toBe(409);
      expect((await call(b.cookie, "GET", `/api/leagues/${league.id}`)).statusCode).toBe(403);
      expect((await call(a.cookie, "POST", `/api/leagues/${league.id}/leave`)).statusCode).toBe(204);
      expect((await call(owner.cookie, "GET", `/api/leagues/${league.id}`)).json().memberCount).toBe(1);
    });

    it("keeps a removed member out: removing one gives the league a new code, and the old one is refused", async () => {
      const [owner, removed, stays, newcomer] = [await signUp(ctx().app), await signUp(ctx().app), await signUp(ctx().app), await signUp(ctx().app)];
      const league = await create(owner.cookie, "No Way Back");
      for (const p of [removed, stays]) expect((await call(p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(200);
      expect((await call(owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${removed.user.id}`)).statusCode).toBe(204);

      // The code every member was shown no longer opens the league, for the removed player or anyone.
      const back = await call(removed.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      expect(back.statusCode).toBe(404);
      expect(back.json().message).toBe("No open league has that invite code");
      expect((await call(removed.cookie, "GET", `/api/leagues/invite/${league.inviteCode}`)).statusCode).toBe(404);
      expect((await call(removed.cookie, "GET", `/api/leagues/${league.id}`)).statusCode).toBe(403);

      // The members still in see the new code, and it works for the people they invite.
      const page = (await call(stays.cookie, "GET", `/api/leagues/${league.id}`)).json();
      expect(page.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(page.inviteCode).not.toBe(league.inviteCode);
      expect((await call(newcomer.cookie, "POST", "/api/leagues/join", { code: page.inviteCode })).statusCode).toBe(200);
      expect((await call(owner.cookie, "GET", `/api/leagues/${league.id}`)).json().members.map((m: { userId: number }) => m.userId)).toEqual([
        owner.user.id,
        stays.user.id,
        newcomer.user.id,
      ]);
    });

    it("gives the owner a new invite code on request, and only the owner", async () => {
      const [owner, member, outsider] = [await signUp(ctx().app), await signUp(ctx().app), await signUp(ctx().app)];
      const league = await create(owner.cookie, "Fresh Codes");
      expect((await call(member.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(200);
      const url = `/api/leagues/${league.id}/invite-code`;

      const before = [await leagueRows(), await memberRows()];
      const refused = [
        [undefined, 401],
        [member.cookie, 403],
        [outsider.cookie, 403],
      ] as const;
      for (const [cookie, status] of refused) {
        const reply = await call(cookie, "POST", url);
        expect(reply.statusCode).toBe(status);
        expect(typeof reply.json().message).toBe("string");
      }
      for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
        const reply = await call(owner.cookie, "POST", `/api/leagues/${bad}/invite-code`);
        expect(reply.statusCode, bad).toBe(400);
        expect(typeof reply.json().message).toBe("string");
      }
      expect((await call(owner.cookie, "POST", "/api/leagues/999999/invite-code")).statusCode).toBe(404);
      expect([await leagueRows(), await memberRows()]).toEqual(before);

      const renewed = await call(owner.cookie, "POST", url);
      expect(renewed.statusCode, renewed.body).toBe(200);
      const fresh: LeagueSummary = renewed.json();
      expect(fresh).toMatchObject({ id: league.id, name: "Fresh Codes", isOwner: true, memberCount: 2 });
      expect(fresh.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(fresh.inviteCode).not.toBe(league.inviteCode);
      expect((await call(outsider.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(404);
      expect((await call(outsider.cookie, "POST", "/api/leagues/join", { code: fresh.inviteCode })).statusCode).toBe(200);
      // Members keep their place: a new code changes who can join, not who is in.
      expect((await call(member.cookie, "GET", `/api/leagues/${league.id}`)).json().inviteCode).toBe(fresh.inviteCode);
    });

    it(`holds a player to ${MAX_LEAGUES_PER_PLAYER} leagues and a league to ${MAX_LEAGUE_MEMBERS} members`, async () => {
      const { database, app } = ctx();
      const busy = await signUp(app);
      for (let i = 0; i < MAX_LEAGUES_PER_PLAYER; i++) await create(busy.cookie, `League ${i}`);
      const over = await call(busy.cookie, "POST", "/api/leagues", { name: "One too many" });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(/at most 20 leagues/);

      const owner = await signUp(app);
      const league = await create(owner.cookie, "Full House");
      // 499 more members, straight into the database (players with no credits, so the ledger holds).
      await database.db.execute(sql`
        with made as (
          insert into users (email, username, referral_code)
          select 'crowd' || g || '-' || ${league.id} || '@example.com', 'c' || ${league.id} || '_' || g, 'PROPHET-L' || ${league.id} || 'X' || g
          from generate_series(1, ${MAX_LEAGUE_MEMBERS - 1}) g returning id
        )
        insert into league_members (league_id, user_id) select ${league.id}, id from made`);
      const late = await signUp(app);
      const full = await call(late.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toMatch(/full/);
    });

    it("tables members by pick points, exact hits breaking ties, by week, month and season, with the oracles and the crowd as guests", async () => {
      const { database, app } = ctx();
      const ann = await signUp(app);
      const bob = await signUp(app);
      const cat = await signUp(app);
      const dan = await signUp(app);
      const eve = await signUp(app);
      const fay = await signUp(app);
      const gus = await signUp(app);
      const league = await create(ann.cookie, "Table Talk");
      for (const p of [bob, cat, dan, eve]) await call(p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      const [first, second] = [upcoming[20]!, upcoming[21]!];
      // first ends 2-1, second 0-0. ann: exact + miss-margin; bob: outcome twice; cat: exact + exact;
      // dan: outcome + exact; eve: nothing picked. fay is not a member: her pick is not in the table,
      // though it counts towards the crowd's (five picks on each match, with gus's, freeze one).
      await pick(ann.cookie, first, "2-1");
      await pick(ann.cookie, second, "1-0");
      await pick(bob.cookie, first, "3-1");
      await pick(bob.cookie, second, "1-1");
      await pick(cat.cookie, first, "2-1");
      await pick(cat.cookie, second, "0-0");
      await pick(dan.cookie, first, "1-0");
      await pick(dan.cookie, second, "0-0");
      await pick(fay.cookie, first, "0-5");
      // gus picks as cat did; they are a league of two below (a shared Prophet of the Week).
      await pick(gus.cookie, first, "2-1");
      await pick(gus.cookie, second, "0-0");
      const twins = await create(gus.cookie, "Twin Seers");
      await call(cat.cookie, "POST", "/api/leagues/join", { code: twins.inviteCode });
      const solo = await create(fay.cookie, "On My Own");
      expect((await placeBet(app, bob.cookie, { matchId: first.id, aiSelected: "Grok", stake: 1_000 })).statusCode).toBe(201);
      expect((await placeBet(app, cat.cookie, { matchId: first.id, aiSelected: "ChatGPT", stake: 500 })).statusCode).toBe(201);
      vi.setSystemTime(new Date(Date.parse(second.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, first.id, { status: "completed", score: { home: 2, away: 1 } });
      await settleMatch(database.db, second.id, { status: "completed", score: { home: 0, away: 0 } });
      // Settled bets reach the totals after settlement, once a match even when two callers race.
      await Promise.all([addBetTotals(database.db), addBetTotals(database.db)]);
      expect(await addBetTotals(database.db)).toBe(0);

      const week = await table(bob.cookie, league.id, "week");
      const ranks = week.rows.map((r) => [r.username, r.rank, r.points, r.exact]);
      const name = (p: typeof ann) => week.rows.find((r) => r.userId === p.user.id)!.username;
      // ann 10 + 0 (1-0 vs 0-0: draw missed, margins 1 and 0) = 10, 1 exact; bob 5 + 5 = 10, 0 exact;
      // cat 20, 2 exact; dan 5 (1-0 vs 2-1: home win) + 10 = 15, 1 exact; eve 0.
      expect(ranks).toEqual([
        [name(cat), 1, 20, 2],
        [name(dan), 2, 15, 1],
        [name(ann), 3, 10, 1],
        [name(bob), 4, 10, 0],
        [name(eve), 5, 0, 0],
      ]);
      expect(week.rows.find((r) => r.userId === bob.user.id)!.isYou).toBe(true);
      // The player's list of leagues says where they stand in each one's week, as its table does.
      const weekIn = async (cookie: string) => (await call(cookie, "GET", "/api/leagues")).json<MyLeague[]>().find((l) => l.id === league.id)!.week;
      expect(await weekIn(bob.cookie)).toEqual({ rank: 4, points: 10 });
      expect(await weekIn(cat.cookie)).toEqual({ rank: 1, points: 20 });
      const bobBet = (await app.inject({ url: `/api/bets/match/${first.id}`, headers: { cookie: bob.cookie } })).json();
      const catBet = (await app.inject({ url: `/api/bets/match/${first.id}`, headers: { cookie: cat.cookie } })).json();
      expect(week.rows.find((r) => r.userId === bob.user.id)!.creditsWon).toBe(bobBet.payout - 1_000);
      expect(week.rows.find((r) => r.userId === cat.user.id)!.creditsWon).toBe(catBet.payout - 500);
      // Guests: the oracles and the crowd scored on the league's two matches, placed where they would stand.
      expect(week.guests.map((g) => g.name).sort()).toEqual(["ChatGPT", "Crowd", "Grok"]);
      for (const guest of week.guests) {
        const own = await queryRows<{ points: number }>(
          database.db,
          sql`select coalesce(sum(points), 0)::int as points from predictions where ai_name = ${guest.name} and match_id in (${first.id}, ${second.id})`,
        );
        expect(guest.points).toBe(Number(own[0]!.points));
        const better = week.rows.filter((r) => r.points > guest.points || (r.points === guest.points && r.exact > guest.exact)).length;
        expect(guest.wouldRank).toBe(better + 1);
      }
      expect(week.guests.find((g) => g.name === "Crowd")).toMatchObject({ picks: 2 });

      // Equal points and exact hits share a rank.
      const tie = await create(eve.cookie, "Dead Heat");
      await call(ann.cookie, "POST", "/api/leagues/join", { code: tie.inviteCode });
      await call(dan.cookie, "POST", "/api/leagues/join", { code: tie.inviteCode });
      await call(bob.cookie, "POST", "/api/leagues/join", { code: tie.inviteCode });
      const tied = await table(eve.cookie, tie.id, "season");
      expect(tied.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);

      // The week starts on Monday 00:00 UTC: from next Monday this week's matches leave the week's table
      // and stay in the month's and the season's.
      const kickOff = new Date(first.matchDate);
      const nextMonday = new Date(
        Date.UTC(kickOff.getUTCFullYear(), kickOff.getUTCMonth(), kickOff.getUTCDate() + ((8 - kickOff.getUTCDay()) % 7 || 7)),
      );
      vi.setSystemTime(new Date(nextMonday.getTime() - 1_000));
      expect((await table(bob.cookie, league.id, "week")).rows[0]!.points).toBe(20);
      vi.setSystemTime(nextMonday);
      const nextWeek = await table(bob.cookie, league.id, "week");
      expect(nextWeek.from).toBe(nextMonday.toISOString());
      expect(nextWeek.rows.every((r) => r.points === 0 && r.rank === 1)).toBe(true);
      expect((await table(bob.cookie, league.id, "season")).rows[0]!.points).toBe(20);
      if (nextMonday.getUTCMonth() === kickOff.getUTCMonth()) expect((await table(bob.cookie, league.id, "month")).rows[0]!.points).toBe(20);

      // Prophet of the Week: not while a match of the finished week is still to settle...
      const weekStart = new Date(nextMonday.getTime() - 7 * 86_400_000).toISOString();
      const badgeRows = () =>
        queryRows<{ league_id: number; user_id: number; points: number; exact: number }>(
          database.db,
          sql`select league_id, user_id, points, exact from league_badges where week_start = ${weekStart}::timestamptz order by league_id, user_id`,
        );
      const unsettled = await queryRows(
        database.db,
        sql`select 1 from matches where match_date >= ${weekStart}::timestamptz and match_date < ${nextMonday.toISOString()}::timestamptz and settled_at is null`,
      );
      expect(unsettled.length).toBeGreaterThan(0);
      expect(await awardProphetBadges(database.db, nextMonday)).toBe(0);
      expect(await badgeRows()).toEqual([]);
      // ...then, three days after the week, to each league's top member (ties share it), once.
      const graceOver = new Date(nextMonday.getTime() + PROPHET_WEEK_GRACE_DAYS * 86_400_000);
      vi.setSystemTime(graceOver);
      // (The app's own sync may award it first: however many callers, the week is awarded once.)
      await Promise.all([awardProphetBadges(database.db, graceOver), awardProphetBadges(database.db, graceOver)]);
      expect(await awardProphetBadges(database.db, graceOver)).toBe(0);
      const awarded = (await badgeRows()).map((b) => [Number(b.league_id), Number(b.user_id), Number(b.points), Number(b.exact)]);
      expect(awarded.filter(([id]) => [league.id, tie.id, twins.id, solo.id].includes(id!))).toEqual(
        [
          [league.id, cat.user.id, 20, 2],
          [tie.id, dan.user.id, 15, 1],
          [twins.id, cat.user.id, 20, 2],
          [twins.id, gus.user.id, 20, 2],
        ].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
      );
      const after = await table(bob.cookie, league.id, "week");
      expect(after.prophetOfTheWeek).toEqual({ weekStart, userIds: [cat.user.id] });
      expect(after.rows.map((r) => [r.userId, r.prophetWeeks]).filter(([, n]) => n! > 0)).toEqual([[cat.user.id, 1]]);
      expect((await table(fay.cookie, solo.id, "week")).prophetOfTheWeek).toBeNull();
      const badges = (await call(cat.cookie, "GET", "/api/leagues/badges")).json();
      expect(badges.map((b: { leagueName: string; weekStart: string; points: number }) => [b.leagueName, b.weekStart, b.points])).toEqual([
        ["Table Talk", weekStart, 20],
        ["Twin Seers", weekStart, 20],
      ]);
      expect((await call(bob.cookie, "GET", "/api/leagues/badges")).json()).toEqual([]);
      // Each badge is told in the awarding transaction.
      const told = (await call(cat.cookie, "GET", "/api/notifications")).json().items.filter((n: { kind: string }) => n.kind === "prophet_badge");
      expect(told.map((n: { title: string; link: string }) => [n.title, n.link]).sort()).toEqual([
        ["Prophet of the Week in Table Talk", `/leagues/${league.id}`],
        ["Prophet of the Week in Twin Seers", `/leagues/${twins.id}`],
      ]);
      // The week's Monday in the one date format: "Mon 16 Nov" this year, "16 Nov 2026" another (shared/i18n/format.ts).
      const monday = new Date(weekStart).getUTCDate();
      expect(told[0].body).toMatch(new RegExp(`^You topped the week of (Mon ${monday} \\w{3,4}|${monday} \\w{3,4} \\d{4}) with 20 points\\.`));
      expect((await call(undefined, "GET", "/api/leagues/badges")).statusCode).toBe(401);
      // Every other member with a counted pick hears where they finished the week, once, with a link to that week's
      // table; a member who picked nothing (eve) hears nothing, and a prophet hears only of the badge.
      const weekTold = async (player: typeof ann) =>
        (await call(player.cookie, "GET", "/api/notifications"))
          .json()
          .items.filter((n: { kind: string }) => n.kind === "league_week")
          .map((n: { title: string; body: string; link: string }) => [n.title, n.link, n.body.replace(/^In the week of .+ you scored /, "")])
          .sort();
      const weekLink = (id: number) => `/leagues/${id}?period=week&from=${weekStart.slice(0, 10)}`;
      expect(await weekTold(bob)).toEqual([
        ["You finished 3rd of 4 in Dead Heat", weekLink(tie.id), "10 points. See how the week ended in the table."],
        ["You finished 4th of 5 in Table Talk", weekLink(league.id), "10 points. See how the week ended in the table."],
      ]);
      expect(await weekTold(dan)).toEqual([
        ["You finished 2nd of 5 in Table Talk", weekLink(league.id), "15 points. See how the week ended in the table."],
      ]);
      expect(await weekTold(ann)).toEqual([
        ["You finished 2nd of 4 in Dead Heat", weekLink(tie.id), "10 points. See how the week ended in the table."],
        ["You finished 3rd of 5 in Table Talk", weekLink(league.id), "10 points. See how the week ended in the table."],
      ]);
      expect(await weekTold(cat)).toEqual([]);
      expect(await weekTold(eve)).toEqual([]);
      expect(await weekTold(fay)).toEqual([]);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
