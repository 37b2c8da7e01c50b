import { describe, expect, it } from "vitest";
import { normaliseName, teamKey, TeamNameMatcher } from "./team-names";

// football-data.co.uk names on the left, providers' on the right. The German names are OpenLigaDB's (from
// its recorded replies), the English and Spanish ones API-Football's and football-data.org's.

describe("normalising", () => {
  it("drops case, accents, punctuation and ß", () => {
    expect(normaliseName("1. FC Köln")).toBe("1 fc koln");
    expect(normaliseName("M'gladbach")).toBe("mgladbach");
    expect(normaliseName("Brighton & Hove Albion")).toBe("brighton and hove albion");
    expect(normaliseName("Fußball-Club")).toBe("fussball club");
  });

  it("drops legal-form abbreviations at either end and a number at the end, nothing in the middle", () => {
    expect(teamKey("1. FSV Mainz 05")).toBe("mainz");
    expect(teamKey("FC Schalke 04")).toBe("schalke");
    expect(teamKey("Schalke 04")).toBe("schalke");
    expect(teamKey("Bayer 04 Leverkusen")).toBe("bayer 04 leverkusen");
    expect(teamKey("TSV 1860 München")).toBe("1860 munchen");
    expect(teamKey("AFC Bournemouth")).toBe("bournemouth");
    expect(teamKey("Real Madrid CF")).toBe("real madrid");
    expect(teamKey("FC")).toBe("fc");
  });
});

describe("matching football-data.co.uk's names to a provider's", () => {
  const openLigaDb = new TeamNameMatcher([
    "FC Bayern München",
    "Borussia Mönchengladbach",
    "Bayer 04 Leverkusen",
    "1. FC Köln",
    "1. FSV Mainz 05",
    "SV Werder Bremen",
    "TSG Hoffenheim",
    "1. FC Heidenheim 1846",
    "Eintracht Frankfurt",
    "Borussia Dortmund",
    "FC Schalke 04",
    "SpVgg Greuther Fürth",
    "Fortuna Düsseldorf",
    "Arminia Bielefeld",
    "Hertha BSC",
    "SC Paderborn 07",
    "SV Darmstadt 98",
    "RB Leipzig",
  ]);

  it.each([
    ["Bayern Munich", "FC Bayern München"],
    ["M'gladbach", "Borussia Mönchengladbach"],
    ["Leverkusen", "Bayer 04 Leverkusen"],
    ["FC Koln", "1. FC Köln"],
    ["Mainz", "1. FSV Mainz 05"],
    ["Werder Bremen", "SV Werder Bremen"],
    ["Hoffenheim", "TSG Hoffenheim"],
    ["Heidenheim", "1. FC Heidenheim 1846"],
    ["Ein Frankfurt", "Eintracht Frankfurt"],
    ["Dortmund", "Borussia Dortmund"],
    ["Schalke 04", "FC Schalke 04"],
    ["Greuther Furth", "SpVgg Greuther Fürth"],
    ["Fortuna Dusseldorf", "Fortuna Düsseldorf"],
    ["Bielefeld", "Arminia Bielefeld"],
    ["Hertha", "Hertha BSC"],
    ["Paderborn", "SC Paderborn 07"],
    ["Darmstadt", "SV Darmstadt 98"],
    ["RB Leipzig", "RB Leipzig"],
  ])("%s is OpenLigaDB's %s", (csvName, providerName) => {
    expect(openLigaDb.match(csvName)).toBe(providerName);
  });

  it("matches API-Football's and football-data.org's spellings of the same clubs", () => {
    const apiFootball = new TeamNameMatcher([
      "Manchester United",
      "Manchester City",
      "Nottingham Forest",
      "Sheffield Utd",
      "Atletico Madrid",
      "Real Sociedad",
      "Brighton",
    ]);
    expect(apiFootball.match("Man United")).toBe("Manchester United");
    expect(apiFootball.match("Man City")).toBe("Manchester City");
    expect(apiFootball.match("Nott'm Forest")).toBe("Nottingham Forest");
    expect(apiFootball.match("Sheffield United")).toBe("Sheffield Utd");
    expect(apiFootball.match("Ath Madrid")).toBe("Atletico Madrid");
    expect(apiFootball.match("Sociedad")).toBe("Real Sociedad");
    expect(apiFootball.match("Brighton")).toBe("Brighton");
    const footballDataOrg = new TeamNameMatcher([
      "Manchester United FC",
      "Brighton & Hove Albion FC",
      "AFC Bournemouth",
      "Club Atlético de Madrid",
      "FC Internazionale Milano",
    ]);
    expect(footballDataOrg.match("Man United")).toBe("Manchester United FC");
    expect(footballDataOrg.match("Brighton")).toBe("Brighton & Hove Albion FC");
    expect(footballDataOrg.match("Bournemouth")).toBe("AFC Bournemouth");
    expect(footballDataOrg.match("Ath Madrid")).toBe("Club Atlético de Madrid");
    expect(footballDataOrg.match("Inter")).toBe("FC Internazionale Milano");
  });

  it("leaves out what it would have to guess", () => {
    const provider = new TeamNameMatcher(["Manchester United", "Manchester City", "Sheffield United", "TSV 1860 München"]);
    expect(provider.match("Manchester")).toBeNull();
    expect(provider.match("Sheffield Weds")).toBeNull();
    expect(provider.match("Munich 1860")).toBeNull();
    expect(provider.match("Bayern Munich")).toBeNull();
    // Two provider names with the same key: no way to tell which one the row means.
    expect(new TeamNameMatcher(["FC Augsburg", "Augsburg"]).match("Augsburg")).toBeNull();
  });
});
