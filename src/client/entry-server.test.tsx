import { describe, expect, it } from "vitest";
import { renderPage, type PageData } from "./entry-server";

// The signed-out landing as the build prerenders it, in English and in German: English stays exactly
// as the product's fixed texts have it (docs/decisions.md#languages); German leaves none of those sentences behind.

const SIGNED_OUT: PageData = [[["/api/auth/user"], null]];
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const ENGLISH = [
  "AI vs AI football prophecies",
  "where legends meet code",
  "Two AI oracles, El Divino and O Eterno , predict the exact score of real football matches, with their confidence, their reasoning, the goal scorers and one bold call.",
  "Start with ₡10,000 in play money, back the oracle you trust, win 1.8× your stake, build your streak and climb the leaderboard.",
  "Counting players…",
  "Enter the Arena",
  "Play money only. No real-world value. Ages 13 and over.",
  "Company About Us Contact Us Press & Media",
  "Legal Terms of Use Privacy Policy AI Transparency Fair Play & Integrity Play Money Disclaimer",
  "Platform How It Works Scoring & Ranking FAQ / Help Center Awards & Achievements",
  "Community History of Football Community Guidelines Blog & Updates X (Twitter)",
  "Resources Accessibility Security API Access",
  "Credits (₡) are play money with no real-world value. They cannot be bought, sold or withdrawn, and nothing here is gambling. For players aged 13 and over.",
  `© ${new Date().getFullYear()} The Prophecy League. All rights reserved.`,
];

describe("the prerendered landing", () => {
  it("says in English exactly what it always said", async () => {
    const text = visibleText(await renderPage("/", SIGNED_OUT, ""));
    for (const sentence of ENGLISH) expect(text).toContain(sentence);
  });

  it("says it all in German, with German numbers, and none of it in English", async () => {
    const text = visibleText(await renderPage("/", SIGNED_OUT, "", undefined, "de"));
    expect(text).toContain("Starte mit ₡10.000 Spielgeld");
    expect(text).toContain("Ab in die Arena");
    expect(text).toContain("Für Spielerinnen und Spieler ab 13 Jahren.");
    for (const sentence of ENGLISH) expect(text).not.toContain(sentence);
  });
});
