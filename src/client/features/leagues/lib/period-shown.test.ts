import { describe, expect, it } from "vitest";
import { translatorFor } from "@shared/i18n/catalogue";
import { leaguesArea, type LeaguesText } from "../messages";
import { periodShown } from "./period-shown";

const t: LeaguesText = translatorFor("en", leaguesArea.name);
const now = new Date("2026-12-07T12:00:00Z");

describe("the period a league table shows", () => {
  it("names a week by its Monday, a month by its name and year, a season by its two years", () => {
    expect(periodShown({ period: "week", from: "2026-11-16T00:00:00.000Z" }, t, "en", now)).toBe("Week of Mon 16 Nov");
    expect(periodShown({ period: "week", from: "2025-12-29T00:00:00.000Z" }, t, "en", now)).toBe("Week of 29 Dec 2025");
    expect(periodShown({ period: "month", from: "2026-11-01T00:00:00.000Z" }, t, "en", now)).toBe("November 2026");
    expect(periodShown({ period: "season", from: "2025-07-01T00:00:00.000Z" }, t, "en", now)).toBe("Season 2025/26");
    expect(periodShown({ period: "season", from: "2099-07-01T00:00:00.000Z" }, t, "en", now)).toBe("Season 2099/00");
  });

  it("writes a month in the reader's language, in UTC where the periods start", () => {
    expect(periodShown({ period: "month", from: "2026-11-01T00:00:00.000Z" }, t, "de", now)).toBe("November 2026");
    expect(periodShown({ period: "month", from: "2026-03-01T00:00:00.000Z" }, t, "pt-BR", now)).toBe("março de 2026");
    expect(periodShown({ period: "month", from: "2026-03-01T00:00:00.000Z" }, t, "es", now)).toBe("marzo de 2026");
  });
});

describe("an earlier period's winner line", () => {
  it("names one winner or several, with their points", () => {
    const line = (count: number, points: number) =>
      t("table.winner", { count, names: count === 1 ? "ann" : "ann, bob", points, shown: String(points) });
    expect(line(1, 23)).toBe("<0>ann</0> won it with 23 points");
    expect(line(2, 1)).toBe("<0>ann, bob</0> shared it with 1 point");
  });
});
