import { afterEach, describe, expect, it, vi } from "vitest";
import { renderNotification, type NotificationRow } from "./notification-text";

// A settled bet's notification agrees with the result screen (src/shared/duel-verdict.ts): the same
// winner, the tiebreak named when the points were level, a refund told as a tie or a called-off match.

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  id: 1,
  kind: "bet_settled",
  amount: 0,
  detail: "won",
  read: false,
  createdAt: "2025-05-01T12:00:00.000Z",
  matchId: 7,
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  actualScore: "2-2",
  leagueId: null,
  leagueName: null,
  otherUsername: null,
  aiSelected: "ChatGPT",
  duelDecidedBy: "points",
  cancelled: false,
  stake: 500,
  pick: null,
  day: null,
  picks: null,
  exact: null,
  changedAt: "2025-05-01T12:00:00.000Z",
  ...over,
});

const text = (over: Partial<NotificationRow>) => {
  const { title, body, link } = renderNotification(row(over));
  return { title, body, link };
};

describe("a settled bet's notification", () => {
  it("names the winner of a duel won on points, and writes a win as its payout beside the stake", () => {
    expect(text({ detail: "won", amount: 900 })).toEqual({
      title: "Bet won: ₡900",
      body: "Arsenal 2-2 Chelsea: El Divino saw it clearer. Your ₡500 stake paid ₡900.",
      link: "/match/7",
    });
    expect(text({ detail: "lost", aiSelected: "Grok" })).toMatchObject({
      title: "Bet lost",
      body: "Arsenal 2-2 Chelsea: your ₡500 on O Eterno is gone.",
    });
  });

  it("says the tiebreak decided when the points were level, for the winner and the loser alike", () => {
    expect(text({ detail: "won", amount: 900, duelDecidedBy: "tiebreak" }).body).toBe(
      "Arsenal 2-2 Chelsea: level on points, El Divino saw it clearer on the tiebreak. Your ₡500 stake paid ₡900.",
    );
    expect(text({ detail: "lost", aiSelected: "Grok", duelDecidedBy: "tiebreak" }).body).toBe(
      "Arsenal 2-2 Chelsea: level on points, El Divino saw it clearer on the tiebreak. Your ₡500 on O Eterno is gone.",
    );
  });

  it("tells a refund as a tie, or as a match called off (whatever the score when play stopped)", () => {
    expect(text({ detail: "void", amount: 500, duelDecidedBy: null })).toMatchObject({
      title: "Bet refunded: ₡500",
      body: "Arsenal 2-2 Chelsea: the duel was a tie, so your stake came back.",
    });
    expect(text({ detail: "void", amount: 500, duelDecidedBy: null, cancelled: true, actualScore: "1-0" }).body).toBe(
      "Arsenal vs Chelsea was called off, so your stake came back.",
    );
  });
});

describe("the texts' credits and dates", () => {
  afterEach(() => vi.useRealTimers());

  it("write credits with thousands separators, as the client does", () => {
    expect(text({ detail: "won", amount: 12_600, stake: 7_000 })).toMatchObject({
      title: "Bet won: ₡12,600",
      body: "Arsenal 2-2 Chelsea: El Divino saw it clearer. Your ₡7,000 stake paid ₡12,600.",
    });
  });

  it("write a Prophet of the Week's week by its Monday in the one date format, counted in UTC", () => {
    vi.useFakeTimers({ now: new Date("2025-11-26T09:00:00Z"), toFake: ["Date"] });
    const badge = { kind: "prophet_badge" as const, amount: 23, leagueId: 4, leagueName: "Star Gazers" };
    expect(text({ ...badge, detail: "2025-11-17T00:00:00.000Z" }).body).toBe(
      "You topped the week of Mon 17 Nov with 23 points. Share your badge from the table.",
    );
    expect(text({ ...badge, detail: "2024-12-30T00:00:00.000Z" }).body).toBe(
      "You topped the week of 30 Dec 2024 with 23 points. Share your badge from the table.",
    );
  });
});

describe("the day's scored picks and a kick-off reminder", () => {
  const now = new Date("2025-05-04T09:00:00Z");
  const shown = (over: Partial<NotificationRow>) => renderNotification(row(over), now);

  it("write one entry from its figures, with the figures beside the sentence", () => {
    const entry = shown({ kind: "pick_scored", matchId: null, day: "2025-05-03", picks: 8, amount: 23, exact: 1 });
    expect(entry).toMatchObject({ title: "Your 8 picks on Saturday scored 23 points, 1 exact.", link: "/prophets" });
    expect(entry.scoredPicks).toEqual({ day: "2025-05-03", picks: 8, points: 23, exact: 1 });
    expect(shown({ kind: "bet_settled" }).scoredPicks).toBeNull();
  });

  it("never ask for a pick that exists, whichever group the reminder came from", () => {
    const reminder = { kind: "kickoff_reminder" as const, amount: 60 };
    for (const detail of [null, "unpicked"])
      expect(shown({ ...reminder, detail, pick: "2-1" })).toMatchObject({
        title: "Arsenal vs Chelsea kicks off in 1 hour",
        body: "Your pick is 2-1. You can change it until kick-off.",
      });
    expect(shown({ ...reminder, detail: null }).body).toBe("Make your pick or back an oracle before kick-off.");
    expect(shown({ ...reminder, detail: "unpicked" }).title).toBe("You haven't picked Arsenal vs Chelsea: kick-off in 1 hour");
  });
});
