import type { Locale } from "./locales";

/**
 * Messages a language writes exactly as English does, each with its reason (catalogues.test.ts fails
 * on any other): brand, oracle, team and player names, and words that language's press keeps. Keyed
 * "<area>:<id>".
 */
export const SAME_AS_ENGLISH: Record<Exclude<Locale, "en">, Record<string, string>> = {
  "pt-BR": {
    "client/pages/static/messages/football-history:modern.era": "a year, written the same in Portuguese",
    "client/pages/static/messages/football-history:worldCup.era": "a year, written the same in Portuguese",
    "client/pages/static/messages/football-history:today.era": "a year, written the same in Portuguese",
    "client/components/layout/messages:footer.x": "the network's own name",
    "client/pages/static/messages/how-it-works:tier.bronze": "Portuguese writes the tier the same: Bronze",
  },
  es: {
    "client/pages/static/messages/football-history:modern.era": "a year, written the same in Spanish",
    "client/pages/static/messages/football-history:worldCup.era": "a year, written the same in Spanish",
    "client/pages/static/messages/football-history:today.era": "a year, written the same in Spanish",
    "client/components/layout/messages:footer.x": "the network's own name",
    "client/components/layout/messages:footer.legal": "Spanish writes it the same: Legal",
  },
  de: {
    "client/pages/static/messages/football-history:modern.era": "a year, written the same in German",
    "client/pages/static/messages/football-history:worldCup.era": "a year, written the same in German",
    "client/pages/static/messages/football-history:today.era": "a year, written the same in German",
    "client/components/layout/messages:footer.x": "the network's own name",
    "client/components/layout/messages:credits": "the game's play money keeps its English name in German, as 'Credits' is used in German games",
    "client/components/layout/messages:footer.community": "German uses the English word: Community",
    "client/pages/static/messages/how-it-works:tier.bronze": "German writes the tier the same: Bronze",
    "client/pages/static/messages/how-it-works:tier.gold": "German writes the tier the same: Gold",
  },
};
