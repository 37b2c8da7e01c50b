import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { NotificationList, Preferences } from "../../shared/api/notifications";
import { MAX_REMINDERS_PER_DAY } from "../../shared/constants";
import { queryRows } from "../platform/db/client";
import { matches } from "../platform/db/schema";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { confirmEmail, describeEachDatabase, signUp } from "../testing/harness";
import { startSmtpSink } from "../testing/smtp-sink";
import { createReminders, deliverReminders } from "./reminders";

const mailbox = await startSmtpSink();
afterAll(() => mailbox.close());
const MINUTE = 60_000;

/** A received message's headers unfolded, and its subject decoded from RFC 2047's encoded words. */
function headersOf(raw: string): { headers: string; subject: string } {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const encoded = /^Subject: (.*)$/m.exec(headers)?.[1] ?? "";
  const subject = encoded.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) =>
    Buffer.from(
      q.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8"),
  );
  return { headers, subject };
}
const off = { inApp: false, email: false, push: false };
const prefs = (
  over: Partial<Preferences> & {
    backed?: Preferences["reminders"]["backed"];
    featured?: Preferences["reminders"]["featured"];
    followed?: Preferences["reminders"]["followed"];
    unpicked?: Preferences["reminders"]["unpicked"];
  },
) => ({
  leadMinutes: over.leadMinutes ?? 60,
  reminders: { backed: over.backed ?? off, featured: over.featured ?? off, followed: over.followed ?? off, unpicked: over.unpicked ?? off },
  followedCompetitions: over.followedCompetitions ?? [],
});

describeEachDatabase(
  "kick-off reminders",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = (await upcomingMatches(ctx().app)).sort((a, b) => a.matchDate.localeCompare(b.matchDate));
    });

    const call = (
      cookie: string | undefined,
      method: "GET" | "PUT" | "POST" | "DELETE",
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      ctx().app.inject({
        method,
        url,
        headers: { ...(cookie ? { cookie } : {}), ...headers },
        ...(payload === undefined ? {} : { payload: payload as never }),
      });
    const reminded = async (userId: number) =>
      (
        await queryRows<{ match_id: number }>(
          ctx().database.db,
          sql`select match_id from notifications where user_id = ${userId} and kind = 'kickoff_reminder' order by id`,
        )
      ).map((r) => Number(r.match_id));
    const player = async () => {
      const p = await signUp(ctx().app);
      await confirmEmail(ctx().database.db, p.user.id);
      return p;
    };
    const at = (match: Match, minutes: number) => new Date(Date.parse(match.matchDate) + minutes * MINUTE);

    it("starts quiet, saves the player's choices, and refuses bad ones and e-mail it cannot send, changing nothing", async () => {
      const p = await signUp(ctx().app);
      const first = (await call(p.cookie, "GET", "/api/notifications/preferences")).json();
      expect(first.preferences).toEqual(prefs({}));
      expect(first.email).toEqual({ available: false, reason: "Confirm your e-mail address on your profile first" });
      expect(first.competitions.length).toBeGreaterThan(0);
      const competition = first.competitions[0].id;
      const good = prefs({
        leadMinutes: 180,
        backed: { inApp: true, email: false, push: false },
        followed: { inApp: true, email: false, push: false },
        unpicked: { inApp: true, email: false, push: false },
        followedCompetitions: [competition],
      });
      const saved = await call(p.cookie, "PUT", "/api/notifications/preferences", good);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().preferences).toEqual(good);
      for (const [body, status] of [
        [prefs({ backed: { inApp: true, email: true, push: false } }), 409],
        [{ ...good, leadMinutes: 30 }, 400],
        [{ ...good, leadMinutes: "60" }, 400],
        [{ ...good, reminders: { backed: off, featured: off } }, 400],
        [{ ...good, reminders: { backed: off, featured: off, followed: off } }, 400],
        [{ ...good, reminders: { ...good.reminders, unpicked: null } }, 400],
        [{ ...good, reminders: { ...good.reminders, unpicked: true } }, 400],
        [{ ...good, reminders: { ...good.reminders, unpicked: { inApp: 1, email: false, push: false } } }, 400],
        [{ ...good, reminders: { ...good.reminders, unpicked: { inApp: true, email: false } } }, 400],
        [{ ...good, reminders: { ...good.reminders, unpicked: { ...off, sms: true } } }, 400],
        [{ ...good, reminders: { ...good.reminders, forgotten: off } }, 400],
        [prefs({ unpicked: { inApp: true, email: true, push: false } }), 409],
        [prefs({ unpicked: { inApp: true, email: false, push: true } }), 409],
        [{ ...good, reminders: { ...good.reminders, backed: { inApp: "yes", email: false } } }, 400],
        [{ ...good, followedCompetitions: [2_000_000_000] }, 400],
        [{ ...good, followedCompetitions: Array.from({ length: 21 }, (_, i) => i + 1) }, 400],
        [{ ...good, followedCompetitions: "all" }, 400],
        [{ ...good, push: true }, 400],
        [{}, 400],
      ] as const) {
        const reply = await call(p.cookie, "PUT", "/api/notifications/preferences", body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(status);
        expect(typeof reply.json().message).toBe("string");
      }
      expect((await call(p.cookie, "GET", "/api/notifications/preferences")).json().preferences).toEqual(good);
      expect((await call(undefined, "GET", "/api/notifications/preferences")).statusCode).toBe(401);
      expect((await call(undefined, "PUT", "/api/notifications/preferences", good)).statusCode).toBe(401);
    });

    it("reminds a player of a match they picked once, in the bell and by e-mail, within their lead time and never after kick-off", async () => {
      const { app, database } = ctx();
      const p = await player();
      // The arena's matches kick off within half an hour of its clock: the clock goes back to an hour before one.
      const match = upcoming.find((m) => Date.parse(m.matchDate) > BETTING_START.getTime() + 5 * MINUTE)!;
      expect(
        (await call(p.cookie, "PUT", "/api/notifications/preferences", prefs({ backed: { inApp: true, email: true, push: false } }))).statusCode,
      ).toBe(200);
      expect((await call(p.cookie, "PUT", `/api/matches/${match.id}/pick`, { home: 1, away: 0 })).statusCode).toBe(200);

      vi.setSystemTime(at(match, -61));
      await app.reminders.runOnce(at(match, -61));
      expect(await reminded(p.user.id)).toEqual([]);

      // Due: two instances at once, then a third pass, write it once and send one e-mail.
      vi.setSystemTime(at(match, -59));
      const mailsBefore = mailbox.messages.length;
      await Promise.all([app.reminders.runOnce(at(match, -59)), createReminders(database.db, at(match, -59))]);
      await app.reminders.runOnce(at(match, -58));
      expect(await reminded(p.user.id)).toEqual([match.id]);
      const items = (await call(p.cookie, "GET", "/api/notifications")).json().items;
      expect(items[0]).toMatchObject({
        kind: "kickoff_reminder",
        title: `${match.homeTeam} vs ${match.awayTeam} kicks off in 59 minutes`,
        link: `/match/${match.id}`,
      });
      await vi.waitFor(() => expect(mailbox.messages.length).toBe(mailsBefore + 1));
      const mail = mailbox.messages.at(-1)!;
      const email = (await app.inject({ url: "/api/auth/user", headers: { cookie: p.cookie } })).json().email;
      expect(mail.to).toEqual([email]);
      const { headers, subject } = headersOf(mail.source);
      expect(subject).toBe(`${match.homeTeam} vs ${match.awayTeam} kicks off in 59 minutes`);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(mail.raw).toContain(`http://127.0.0.1:5000/match/${match.id}`);
      expect(headers).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.1:5000\/api\/notifications\/unsubscribe\?u=\d+&t=[\w-]+>/);
      expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

      // The unsubscribe link works signed out: it asks, then the POST (a form's, or a mail client's one click) turns e-mail off.
      const link = new URL(/List-Unsubscribe: <([^>]+)>/.exec(headers)![1]!);
      const path = `${link.pathname}${link.search}`;
      const asked = await call(undefined, "GET", path);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers["content-type"]).toMatch(/text\/html/);
      expect(asked.body).toContain("Stop e-mail reminders");
      expect((await call(p.cookie, "GET", "/api/notifications/preferences")).json().preferences.reminders.backed).toEqual({
        inApp: true,
        email: true,
        push: false,
      });
      for (const [bad, status] of [
        [path.replace(/t=[\w-]+/, "t=forged"), 403],
        [path.replace(/u=\d+/, `u=${p.user.id + 1}`), 403],
        ["/api/notifications/unsubscribe?u=abc&t=x", 400],
        ["/api/notifications/unsubscribe", 400],
      ] as const) {
        const reply = await call(undefined, "POST", bad, "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" });
        expect(reply.statusCode, bad).toBe(status);
        expect(typeof reply.json().message).toBe("string");
      }
      const done = await call(undefined, "POST", path, "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" });
      expect(done.statusCode).toBe(200);
      expect((await call(p.cookie, "GET", "/api/notifications/preferences")).json().preferences.reminders.backed).toEqual({
        inApp: true,
        email: false,
        push: false,
      });

      // A reminder written before kick-off but still unsent at kick-off is dropped, never sent late.
      const later = upcoming.find((m) => Date.parse(m.matchDate) > Date.parse(match.matchDate) + 2 * MINUTE)!;
      expect(
        (await call(p.cookie, "PUT", "/api/notifications/preferences", prefs({ backed: { inApp: false, email: true, push: false } }))).statusCode,
      ).toBe(200);
      vi.setSystemTime(BETTING_START);
      expect((await call(p.cookie, "PUT", `/api/matches/${later.id}/pick`, { home: 2, away: 2 })).statusCode).toBe(200);
      expect(await createReminders(database.db, at(later, -30))).toBeGreaterThanOrEqual(1);
      const mailsNow = mailbox.messages.length;
      await database.db.update(matches).set({ status: "live" }).where(eq(matches.id, later.id));
      await deliverReminders(
        database.db,
        {
          mail: { mailer: { send: async () => expect.fail("sent after kick-off"), close() {} }, publicUrl: "", secret: "s" },
          push: undefined,
          pushServiceHosts: [],
        },
        at(later, 1),
      );
      const [delivery] = await queryRows<{ dropped: boolean }>(
        database.db,
        sql`select dropped_at is not null as dropped from reminder_deliveries where user_id = ${p.user.id} and match_id = ${later.id}`,
      );
      expect(delivery!.dropped).toBe(true);
      expect(mailbox.messages.length).toBe(mailsNow);
      await database.db.update(matches).set({ status: "upcoming" }).where(eq(matches.id, later.id));
      vi.setSystemTime(BETTING_START);
    });

    it("reminds of featured matches and of followed competitions' matches, at most ten a day", async () => {
      const { app, database } = ctx();
      const p = await player();
      const from = BETTING_START;
      const day = upcoming.filter((m) => Date.parse(m.matchDate) > from.getTime() && Date.parse(m.matchDate) <= from.getTime() + 1440 * MINUTE);
      expect(day.length).toBeGreaterThan(MAX_REMINDERS_PER_DAY);
      const competitions = [...new Set(day.map((m) => m.leagueId))];
      const featured = day.at(-1)!;
      await database.db.update(matches).set({ featured: sql`${matches.id} = ${featured.id}` });
      // Only the featured match, an hour out.
      expect(
        (await call(p.cookie, "PUT", "/api/notifications/preferences", prefs({ featured: { inApp: true, email: false, push: false } }))).statusCode,
      ).toBe(200);
      await app.reminders.runOnce(at(featured, -30));
      expect(await reminded(p.user.id)).toEqual([featured.id]);
      // Every competition, a day ahead: ten more at most, the soonest first.
      expect(
        (
          await call(
            p.cookie,
            "PUT",
            "/api/notifications/preferences",
            prefs({ leadMinutes: 1440, followed: { inApp: true, email: false, push: false }, followedCompetitions: competitions }),
          )
        ).statusCode,
      ).toBe(200);
      const other = await player();
      expect(
        (
          await call(
            other.cookie,
            "PUT",
            "/api/notifications/preferences",
            prefs({ leadMinutes: 1440, followed: { inApp: true, email: false, push: false }, followedCompetitions: competitions }),
          )
        ).statusCode,
      ).toBe(200);
      await app.reminders.runOnce(from);
      const mine = await reminded(p.user.id);
      expect(mine).toHaveLength(MAX_REMINDERS_PER_DAY);
      expect(mine.slice(1)).toEqual(
        day
          .filter((m) => m.id !== featured.id)
          .slice(0, MAX_REMINDERS_PER_DAY - 1)
          .map((m) => m.id),
      );
      expect(await reminded(other.user.id)).toEqual(day.slice(0, MAX_REMINDERS_PER_DAY).map((m) => m.id));
      await database.db.update(matches).set({ featured: false }).where(eq(matches.id, featured.id));
    });

    it("nudges a player to pick a followed or featured match they have not picked, once, and not once picked or with the group off", async () => {
      const { app, database } = ctx();
      const nudge = { inApp: true, email: true, push: false };
      // The arena's matches kick off every 30 s. These are past the lead of the job running in the
      // background at the suite's clock, so only this test's passes write their reminders.
      const later = upcoming.filter((m) => Date.parse(m.matchDate) > BETTING_START.getTime() + 16 * MINUTE);
      const counts = new Map<number, number>();
      for (const m of later) counts.set(m.leagueId, (counts.get(m.leagueId) ?? 0) + 1);
      // A competition with a few matches left: all of them due at once stay under the ten a day.
      const competition = [...counts].filter(([, n]) => n >= 2).sort((a, b) => a[1] - b[1])[0]![0];
      const theirs = later.filter((m) => m.leagueId === competition);
      expect(theirs.length).toBeLessThan(MAX_REMINDERS_PER_DAY - 1);
      const [open, picked] = theirs as [Match, Match];
      const elsewhere = later.find((m) => m.leagueId !== competition)!;
      const reminders = async (userId: number) =>
        (
          await queryRows<{ match_id: number; detail: string | null }>(
            database.db,
            sql`select match_id, detail from notifications where user_id = ${userId} and kind = 'kickoff_reminder' order by match_id`,
          )
        ).map((r) => ({ match: Number(r.match_id), detail: r.detail }));
      const save = async (cookie: string, body: Preferences) => {
        const reply = await call(cookie, "PUT", "/api/notifications/preferences", body);
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json().preferences).toEqual(body);
      };
      await database.db.update(matches).set({ featured: false });

      const ann = await player();
      const annPrefs = prefs({ leadMinutes: 15, unpicked: nudge, followedCompetitions: [competition] });
      await save(ann.cookie, annPrefs);
      expect((await call(ann.cookie, "GET", "/api/notifications/preferences")).json().preferences).toEqual(annPrefs);
      expect((await call(ann.cookie, "PUT", `/api/matches/${picked.id}/pick`, { home: 1, away: 1 })).statusCode).toBe(200);
      // The same competition with the group off: following it, or another group on, is not the nudge.
      const bea = await player();
      await save(bea.cookie, prefs({ leadMinutes: 15, backed: nudge, followedCompetitions: [competition] }));
      // The group on, following nothing: none of the world's matches but the featured one.
      const cal = await player();
      await save(cal.cookie, prefs({ leadMinutes: 15, unpicked: { inApp: true, email: false, push: false } }));

      // Due: two instances at once, then a later pass, write each unpicked match of the competition
      // once, with its e-mail; the picked one gets nothing.
      const due = at(open, -2);
      const dueMatches = upcoming.filter(
        (m) => m.leagueId === competition && Date.parse(m.matchDate) > due.getTime() && Date.parse(m.matchDate) <= due.getTime() + 15 * MINUTE,
      );
      expect(dueMatches).toContain(picked);
      const expected = dueMatches.filter((m) => m.id !== picked.id).map((m) => ({ match: m.id, detail: "unpicked" }));
      const mailsBefore = mailbox.messages.length;
      await Promise.all([createReminders(database.db, due), app.reminders.runOnce(due)]);
      await app.reminders.runOnce(new Date(due.getTime() + MINUTE / 2));
      expect(await reminders(ann.user.id)).toEqual(expected.sort((a, b) => a.match - b.match));
      expect(await reminded(bea.user.id)).toEqual([]);
      expect(await reminded(cal.user.id)).toEqual([]);
      const fixture = `${open.homeTeam} vs ${open.awayTeam}`;
      const bell = async () =>
        (await call(ann.cookie, "GET", "/api/notifications")).json<NotificationList>().items.find((n) => n.link === `/match/${open.id}`);
      expect(await bell()).toMatchObject({
        kind: "kickoff_reminder",
        title: `You haven't picked ${fixture}: kick-off in 2 minutes`,
        body: "Picks lock at kick-off: make yours now.",
      });
      await vi.waitFor(() => expect(mailbox.messages.length).toBe(mailsBefore + expected.length));
      expect(mailbox.messages.slice(mailsBefore).map((m) => headersOf(m.source).subject)).toContain(
        `You haven't picked ${fixture}: kick-off in 2 minutes`,
      );

      // Picked after the reminder, the bell says the pick and asks for none; taken back, it never comes twice.
      expect((await call(ann.cookie, "PUT", `/api/matches/${open.id}/pick`, { home: 2, away: 0 })).statusCode).toBe(200);
      expect(await bell()).toMatchObject({ title: `${fixture} kicks off in 2 minutes`, body: "Your pick is 2-0. You can change it until kick-off." });
      expect((await call(ann.cookie, "DELETE", `/api/matches/${open.id}/pick`)).statusCode).toBeLessThan(300);
      await createReminders(database.db, new Date(due.getTime() + MINUTE));
      expect((await reminded(ann.user.id)).filter((id) => id === open.id)).toHaveLength(1);

      // The featured match is in the group of a player who follows nothing; with the group off, of nobody's.
      await database.db.update(matches).set({ featured: sql`${matches.id} = ${elsewhere.id}` });
      await createReminders(database.db, at(elsewhere, -2));
      expect(await reminders(cal.user.id)).toEqual([{ match: elsewhere.id, detail: "unpicked" }]);
      expect(await reminded(bea.user.id)).toEqual([]);
      await database.db.update(matches).set({ featured: false }).where(eq(matches.id, elsewhere.id));
    });

    it("reminds a player of the one match they asked for from its page, in the bell, and never asks for its pick", async () => {
      const { app, database } = ctx();
      const [ann, bob] = [await player(), await player()];
      const asked = upcoming[20]!;
      const others = [upcoming[19]!, upcoming[21]!];
      const fixture = `${asked.homeTeam} vs ${asked.awayTeam}`;
      const ask = (cookie: string | undefined, id: number | string) => call(cookie, "PUT", `/api/matches/${id}/reminder`);
      const requests = async () => Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from reminder_requests`))[0]!.n);
      vi.setSystemTime(at(asked, -90));
      for (const m of [asked, ...others]) {
        expect((await call(ann.cookie, "PUT", `/api/matches/${m.id}/pick`, { home: 2, away: 1 })).statusCode).toBe(200);
        expect((await call(bob.cookie, "PUT", `/api/matches/${m.id}/pick`, { home: 0, away: 0 })).statusCode).toBe(200);
      }

      // Bad asks change nothing: signed out, not an id, no such match, a kick-off nearer than the lead, a finished match.
      const before = await requests();
      for (const [cookie, id, status] of [
        [undefined, asked.id, 401],
        [ann.cookie, "abc", 400],
        [ann.cookie, 0, 400],
        [ann.cookie, "1.5", 400],
        [ann.cookie, 2_000_000_000, 404],
      ] as const) {
        const reply = await ask(cookie, id);
        expect(reply.statusCode, String(id)).toBe(status);
        expect(typeof reply.json().message).toBe("string");
      }
      vi.setSystemTime(at(asked, -30));
      const tooLate = await ask(ann.cookie, asked.id);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toBe("Kick-off is less than 1 hour away: too late for a reminder");
      expect(await requests()).toBe(before);

      // Asked in time (twice is one ask): the reply lists it, with the lead in real seconds.
      vi.setSystemTime(at(asked, -90));
      for (let i = 0; i < 2; i++) {
        const reply = await ask(ann.cookie, asked.id);
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json()).toMatchObject({ askedMatches: [asked.id], leadSeconds: 3600, preferences: { leadMinutes: 60 } });
      }
      expect(await requests()).toBe(before + 1);
      expect((await call(ann.cookie, "GET", "/api/notifications/preferences")).json().askedMatches).toEqual([asked.id]);
      expect((await call(bob.cookie, "GET", "/api/notifications/preferences")).json().askedMatches).toEqual([]);

      // Due at the lead: the asked match alone, not the other picked ones (no group is on), and nobody else's.
      vi.setSystemTime(at(asked, -61));
      await app.reminders.runOnce(at(asked, -61));
      expect(await reminded(ann.user.id)).toEqual([]);
      vi.setSystemTime(at(asked, -59));
      await app.reminders.runOnce(at(asked, -59));
      await app.reminders.runOnce(at(asked, -58));
      expect(await reminded(ann.user.id)).toEqual([asked.id]);
      expect(await reminded(bob.user.id)).toEqual([]);
      const items = (await call(ann.cookie, "GET", "/api/notifications")).json<NotificationList>().items;
      expect(items).toEqual([
        expect.objectContaining({
          kind: "kickoff_reminder",
          title: `${fixture} kicks off in 59 minutes`,
          body: "Your pick is 2-1. You can change it until kick-off.",
          link: `/match/${asked.id}`,
        }),
      ]);
      vi.setSystemTime(BETTING_START);
    });

    it("counts an asked match in the ten a day, and reminds of it before the group's matches", async () => {
      const { app, database } = ctx();
      const [cat, dan] = [await player(), await player()];
      const asked = upcoming[24]!;
      const sooner = upcoming[23]!;
      const earlier = upcoming.slice(0, MAX_REMINDERS_PER_DAY).filter((m) => m.id !== asked.id && m.id !== sooner.id);
      vi.setSystemTime(at(asked, -90));
      for (const p of [cat, dan]) {
        const saved = await call(p.cookie, "PUT", "/api/notifications/preferences", prefs({ backed: { inApp: true, email: false, push: false } }));
        expect(saved.statusCode).toBe(200);
        expect((await call(p.cookie, "PUT", `/api/matches/${sooner.id}/pick`, { home: 1, away: 1 })).statusCode).toBe(200);
        expect((await call(p.cookie, "PUT", `/api/matches/${asked.id}/reminder`)).statusCode).toBe(200);
      }
      // Earlier today Cat was reminded of nine matches, Dan of ten.
      const remindedToday = async (userId: number, n: number) => {
        for (const m of earlier.slice(0, n))
          await database.db.execute(
            sql`insert into match_reminders (user_id, match_id, lead_minutes, created_at) values (${userId}, ${m.id}, 60, ${at(asked, -120).toISOString()}::timestamptz)`,
          );
      };
      await remindedToday(cat.user.id, MAX_REMINDERS_PER_DAY - 1);
      await remindedToday(dan.user.id, MAX_REMINDERS_PER_DAY);

      vi.setSystemTime(at(asked, -50));
      await app.reminders.runOnce(at(asked, -50));
      await app.reminders.runOnce(at(asked, -49));
      // One left for Cat: the asked match, though the picked one kicks off sooner. None for Dan.
      expect(await reminded(cat.user.id)).toEqual([asked.id]);
      expect(await reminded(dan.user.id)).toEqual([]);
      vi.setSystemTime(BETTING_START);
    });
  },
  { env: { ...BETTING_ENV, SMTP_URL: mailbox.url, PUBLIC_URL: "http://127.0.0.1:5000" }, app: { clock: "process", reminderSpeed: 1 } },
);
