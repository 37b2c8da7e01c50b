import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "../../shared/i18n/format";
import type { Locale } from "../../shared/i18n/locales";
import { scoredPicksText } from "../../shared/scored-picks-day";
import { leadText, renderNotification, scoredPicksSentence, type NotificationRow } from "./notification-text";

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
  place: null,
  members: null,
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

describe("the texts in the reader's language", () => {
  const now = new Date("2025-05-04T09:00:00Z");
  const inLocale = (over: Partial<NotificationRow>, locale: Locale) => {
    const { title, body } = renderNotification(row(over), now, locale);
    return { title, body };
  };

  it("write a settled bet in German, credits as German writes them", () => {
    expect(inLocale({ detail: "won", amount: 12_600, stake: 7_000 }, "de")).toEqual({
      title: "Wette gewonnen: ₡12.600",
      body: "Arsenal 2-2 Chelsea: El Divino sah es klarer. Dein Einsatz von ₡7.000 brachte ₡12.600.",
    });
    expect(inLocale({ detail: "lost", aiSelected: "Grok", duelDecidedBy: "tiebreak" }, "de").body).toBe(
      "Arsenal 2-2 Chelsea: punktgleich, El Divino sah es im Tiebreak klarer. Dein Einsatz von ₡500 auf O Eterno ist weg.",
    );
    expect(inLocale({ detail: "void", amount: 500, cancelled: true }, "pt-BR")).toEqual({
      title: "Aposta devolvida: ₡500",
      body: "Arsenal x Chelsea foi cancelado, então seu valor apostado voltou.",
    });
  });

  it("write a kick-off reminder in each language, with its fixture as the language writes one", () => {
    const reminder = { kind: "kickoff_reminder" as const, amount: 60, detail: "unpicked" };
    expect(inLocale(reminder, "de")).toEqual({
      title: "Noch kein Tipp für Arsenal – Chelsea: Anpfiff in 1 Stunde",
      body: "Mit dem Anpfiff ist Tippschluss: Gib deinen Tipp jetzt ab.",
    });
    expect(inLocale({ ...reminder, amount: 15, detail: null, pick: "2-1" }, "es")).toEqual({
      title: "Arsenal vs. Chelsea empieza en 15 minutos",
      body: "Tu pronóstico es 2-1. Puedes cambiarlo hasta el inicio.",
    });
    expect(inLocale({ ...reminder, amount: 1_440, detail: null }, "pt-BR").title).toBe("Arsenal x Chelsea começa em 24 horas");
    expect(leadText(1, "de")).toBe("1 Minute");
  });

  it("write the day's scored picks, the league's news and the week's prophet in German", () => {
    expect(inLocale({ kind: "pick_scored", day: "2025-05-03", picks: 8, amount: 23, exact: 1 }, "de")).toEqual({
      title: "Deine 8 Tipps vom Samstag brachten 23 Punkte, 1 genaues Ergebnis.",
      body: "Sieh nach, wo du in der Propheten-Tabelle stehst.",
    });
    expect(inLocale({ kind: "pick_scored", day: "2025-05-03", picks: 1, amount: 0, exact: 0 }, "pt-BR").title).toBe(
      "Seu palpite de sábado fez 0 pontos.",
    );
    expect(inLocale({ kind: "league_joined", otherUsername: "kim", leagueId: 4, leagueName: "Star Gazers" }, "de").title).toBe(
      "kim ist Star Gazers beigetreten",
    );
    const week = "2025-04-21T00:00:00.000Z";
    expect(inLocale({ kind: "prophet_badge", amount: 23, leagueId: 4, leagueName: "Star Gazers", detail: week }, "de")).toEqual({
      title: "Prophet der Woche in Star Gazers",
      body: `Du warst in der Woche vom ${formatDate(week, new Date(), "UTC", "de")} vorn, mit 23 Punkten. Teile dein Abzeichen aus der Tabelle.`,
    });
  });

  it("write a league week's place in every language, with a link to that week's table", () => {
    vi.useFakeTimers({ now: new Date("2025-11-26T09:00:00Z"), toFake: ["Date"] });
    const week = { kind: "league_week" as const, amount: 14, exact: 1, leagueId: 4, leagueName: "Star Gazers", detail: "2025-11-17T00:00:00.000Z" };
    const all = (over: Partial<NotificationRow>, locale: Locale) => renderNotification(row({ ...week, ...over }), now, locale);
    expect(all({ place: 3, members: 5 }, "en")).toMatchObject({
      title: "You finished 3rd of 5 in Star Gazers",
      body: "In the week of Mon 17 Nov you scored 14 points. See how the week ended in the table.",
      link: "/leagues/4?period=week&from=2025-11-17",
    });
    expect([1, 2, 4, 11, 12, 13, 21, 22, 23].map((place) => all({ place, members: 30 }, "en").title.split(" ")[2])).toEqual([
      "1st",
      "2nd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
    ]);
    expect(all({ place: 2, members: 12, amount: 1 }, "de")).toMatchObject({
      title: "Platz 2 von 12 in Star Gazers",
      body: `In der Woche vom ${formatDate(week.detail, new Date(), "UTC", "de")} hast du 1 Punkt geholt. Sieh in der Tabelle nach, wie die Woche ausging.`,
    });
    expect(all({ place: 4, members: 4, amount: 0 }, "pt-BR")).toMatchObject({
      title: "Você terminou em 4º de 4 no Star Gazers",
      body: `Na semana de ${formatDate(week.detail, new Date(), "UTC", "pt-BR")}, você fez 0 pontos. Veja na tabela como a semana terminou.`,
    });
    expect(all({ place: 2, members: 1_200, leagueName: null }, "es").title).toBe("Terminaste 2.º de 1200 en tu liga");
    // A league gone since keeps the league's page as the link.
    expect(all({ place: 2, members: 5, leagueId: null, leagueName: null }, "en")).toMatchObject({
      title: "You finished 2nd of 5 in your league",
      link: "/leagues",
    });
  });

  it("write a month's and a season's end in every language, the winner's apart, with a link to that table", () => {
    const month = {
      kind: "league_month" as const,
      amount: 48,
      leagueId: 4,
      leagueName: "Star Gazers",
      detail: "2026-11-01T00:00:00.000Z",
      members: 8,
    };
    const season = { ...month, kind: "league_season" as const, detail: "2025-07-01T00:00:00.000Z" };
    const all = (over: Partial<NotificationRow>, locale: Locale) => {
      const { title, body, link } = renderNotification(row(over), now, locale);
      return { title, body, link };
    };
    expect(all({ ...month, place: 1 }, "en")).toEqual({
      title: "You won Star Gazers (November 2026)",
      body: "48 points in all. See the final table.",
      link: "/leagues/4?period=month&from=2026-11-01",
    });
    expect(all({ ...season, place: 3 }, "en")).toMatchObject({
      title: "You finished 3rd of 8 in Star Gazers (Season 2025/26)",
      link: "/leagues/4?period=season&from=2025-07-01",
    });
    // Level first on no points is no win.
    expect(all({ ...month, place: 1, amount: 0 }, "en").title).toBe("You finished 1st of 8 in Star Gazers (November 2026)");
    expect(all({ ...month, place: 2 }, "de")).toMatchObject({
      title: "Platz 2 von 8 in Star Gazers (November 2026)",
      body: "48 Punkte insgesamt. Sieh dir die Abschlusstabelle an.",
    });
    expect(all({ ...season, place: 1 }, "de").title).toBe("Du hast Star Gazers gewonnen (Saison 2025/26)");
    expect(all({ ...month, place: 1 }, "pt-BR").title).toBe("Você venceu o Star Gazers (novembro de 2026)");
    expect(all({ ...season, place: 4, amount: 1 }, "pt-BR")).toMatchObject({
      title: "Você terminou em 4º de 8 no Star Gazers (Temporada 2025/26)",
      body: "1 ponto no total. Veja a classificação final.",
    });
    expect(all({ ...month, place: 2, leagueName: null }, "es").title).toBe("Terminaste 2.º de 8 en tu liga (noviembre de 2026)");
    expect(all({ ...month, place: 1, leagueName: null }, "de").title).toBe("Du hast deine Tipprunde gewonnen (November 2026)");
  });

  it("keep the scored picks' English exactly as the bell's shared sentence writes it", () => {
    for (const day of ["2025-05-03", "2025-04-12"])
      for (const [picks, points, exact] of [
        [1, 0, 0],
        [1, 1, 0],
        [1, 3, 1],
        [8, 23, 1],
        [12, 1_250, 4],
      ] as const) {
        const entry = { day, picks, points, exact };
        expect(scoredPicksSentence(entry, now)).toBe(scoredPicksText(entry, now));
      }
  });
});
