import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "@shared/i18n/catalogue";
import type { Locale } from "@shared/i18n/locales";
import { loadLanguage } from "../../lib/i18n/language";
import { sharedWordsArea } from "../../lib/shared-words/messages";
import { cardDescription, resultCardModel } from "./card-model";
import { fakeContext } from "./fake-card-context";
import { shareArea, type ShareWords } from "./messages";
import { paintCard, type CardContext } from "./render-card-png";
import { withLanguage } from "./share-links";
import { achievementShareText, resultShareText } from "./share-text";

// The share cards and the texts put into posts, in the sharer's language (docs/decisions.md#languages):
// every word on the card and in the post, the tiebreak's line and the achievement's title included.

const words = (locale: Locale): ShareWords => ({ t: translatorFor(locale, shareArea.name), locale });
const verdictWords = (locale: Locale) => ({ t: translatorFor(locale, sharedWordsArea.name), locale });

beforeAll(async () => {
  await Promise.all([loadLanguage("de"), loadLanguage("pt-BR")]);
});

const match = { id: 9, homeTeam: "Arsenal", awayTeam: "Chelsea", leagueName: "Premier League", actualScore: "2-1" };
/** Level on 3 points: the sealed forecasts decide (docs/rules.md#duel). */
const tiebreak = () =>
  resultCardModel({ ...match, duel: { winner: "ChatGPT", by: "tiebreak" } }, [
    { aiName: "ChatGPT", predictedScore: "2-1", points: 3, finalScoreChance: 91_234 },
    { aiName: "Grok", predictedScore: "1-1", points: 3, finalScoreChance: 91_199 },
  ]);
const tiebreakIn = (locale: Locale) =>
  resultCardModel(
    { ...match, duel: { winner: "ChatGPT", by: "tiebreak" } },
    [
      { aiName: "ChatGPT", predictedScore: "2-1", points: 3, finalScoreChance: 91_234 },
      { aiName: "Grok", predictedScore: "1-1", points: 3, finalScoreChance: 91_199 },
    ],
    null,
    verdictWords(locale),
  )!;

/** The texts a card draws. */
function drawnTexts(paint: (ctx: CardContext) => void): string[] {
  const { ctx, drawn } = fakeContext();
  paint(ctx);
  return drawn.map((d) => d.text);
}

describe("the result card's tiebreak line", () => {
  it("is English without words, as before", () => {
    expect(tiebreak()!.reason).toBe("Both scored 3. El Divino gave 2-1 a 9.123% chance, O Eterno 9.120%: El Divino saw clearer.");
  });

  it("is German in German words, with German percentages (a no-break space before %)", () => {
    expect(tiebreakIn("de").reason).toBe(
      "Beide holten 3 Punkte. El Divino gab dem 2-1 eine Chance von 9,123\u00a0%, O Eterno 9,120\u00a0%: El Divino lag näher dran.",
    );
  });

  it("is Portuguese in Portuguese words, on the card's description and in the post", () => {
    const model = tiebreakIn("pt-BR");
    expect(model.reason).toBe("Os dois fizeram 3 pontos. El Divino deu ao 2-1 uma chance de 9,123%, O Eterno, 9,120%: El Divino viu melhor.");
    expect(cardDescription({ type: "result", model }, words("pt-BR"))).toContain("El Divino viu melhor.");
    const text = resultShareText(model, words("pt-BR"));
    expect(text).toContain("El Divino viu melhor.");
    expect(text).not.toMatch(/saw clearer|sees the future/);
  });
});

describe("the achievement card and its post", () => {
  const input = { type: "credits" as const, value: 52_300, username: "ana_prophet", stats: { streak: 3, credits: 52_300, xp: 4 } };

  it("draw every word in German: the title, the figures' labels and the tagline", () => {
    const texts = drawnTexts((ctx) => paintCard(ctx, { type: "achievement", input }, words("de")));
    expect(texts).toEqual(expect.arrayContaining(["52K Credits verdient!", "ana_prophet", "SERIE", "₡52.300", "ERFOLG FREIGESCHALTET"]));
    expect(texts.some((t) => t.startsWith("Wo Legenden auf Code treffen · "))).toBe(true);
    expect(texts.join(" ")).not.toMatch(/Earned|Where legends|Unlocked|ACHIEVEMENT/);
  });

  it("write the post in German and Portuguese, title first", () => {
    expect(achievementShareText({ type: "streak", value: 7 }, words("de"))).toMatch(/^7 Siege in Serie! Ich habe 7-mal in Folge/);
    expect(achievementShareText({ type: "xp", value: 11 }, words("pt-BR"))).toMatch(/^Nível 11 desbloqueado! /);
    const credits = achievementShareText({ type: "credits", value: 52_300 }, words("pt-BR"));
    expect(credits).toMatch(/^52 mil créditos conquistados! /);
    expect(credits).toContain("₡52.300");
    expect(cardDescription({ type: "achievement", input }, words("de"))).toContain("52K Credits verdient!");
  });

  it("stay English, word for word, without words", () => {
    expect(achievementShareText({ type: "firstWin", value: 1 })).toMatch(/^First Victory! /);
    const texts = drawnTexts((ctx) => paintCard(ctx, { type: "achievement", input }));
    expect(texts).toContain("52K Credits Earned!");
    expect(texts.some((t) => t.startsWith("Where legends meet code · "))).toBe(true);
  });
});

describe("the result card drawn in German", () => {
  it("has no English word left on it", () => {
    const model = tiebreakIn("de");
    const texts = drawnTexts((ctx) => paintCard(ctx, { type: "result", model }, words("de"))).join(" | ");
    expect(texts).toContain("El Divino lag näher dran.");
    expect(texts).toContain("El Divino sieht wieder einmal die Zukunft!");
    expect(texts).toContain("Wo Legenden auf Code treffen");
    expect(texts).not.toMatch(/saw clearer|sees the future|Where legends|PREDICTED|POINTS|WINNER/);
  });
});

describe("withLanguage", () => {
  it("adds the sharer's language to the link, after what it already carries", () => {
    expect(withLanguage("https://league.example/match/9?utm_source=share", "de")).toBe("https://league.example/match/9?utm_source=share&lang=de");
    expect(withLanguage("https://league.example/u/ana?ref=ABC", "pt-BR")).toBe("https://league.example/u/ana?ref=ABC&lang=pt-BR");
  });

  it("replaces a language already there rather than repeating it", () => {
    expect(withLanguage("https://league.example/match/9?lang=es", "de")).toBe("https://league.example/match/9?lang=de");
  });

  it("leaves an English link as it always was", () => {
    const url = "https://league.example/match/9?utm_source=share&utm_medium=social&utm_campaign=result";
    expect(withLanguage(url, "en")).toBe(url);
  });
});
