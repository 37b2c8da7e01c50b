import type { Locale } from "./locales";

/**
 * Messages a language writes exactly as English does, each with its reason (catalogues.test.ts fails
 * on any other): brand, oracle, team and player names, and words that language's press keeps. Keyed
 * "<area>:<id>".
 */
export const SAME_AS_ENGLISH: Record<Exclude<Locale, "en">, Record<string, string>> = {
  "pt-BR": {
    "server/notifications/messages:banter.body": "a player's name and their own words, quoted with the curly quotes Brazilian Portuguese uses too",
    "server/share/messages:meta.playerTitle":
      "the player's name, their achievement (already translated) and the product's name: nothing left to translate",
    "server/share/messages:card.pts": "Brazilian scoreboards abbreviate pontos as pts too",
    "client/components/layout/messages:footer.x": "the network's own name",
    "client/components/share/messages:card.pts": "Brazilian scoreboards abbreviate pontos as pts too",
    "client/components/share/messages:text.duel": "oracle names and points, pts as Brazilian scoreboards abbreviate pontos",
    "client/features/auth/messages:email": "Brazilian Portuguese writes the field's name the same: E-mail",
    "client/features/match-detail/messages:result.points": "Brazilian scoreboards abbreviate pontos as pts too",
    "client/features/matches/messages:history.points": "Brazilian Portuguese abbreviates pontos as pts too",
    "client/features/stats/messages:recent.points": "Brazilian scoreboards abbreviate pontos as pts too",
    "client/pages/messages/arena:tabs.label": "Portuguese writes it the same: Arena",
    "client/pages/static/messages/football-history:modern.era": "a year, written the same in Portuguese",
    "client/pages/static/messages/football-history:today.era": "a year, written the same in Portuguese",
    "client/pages/static/messages/football-history:worldCup.era": "a year, written the same in Portuguese",
    "client/pages/static/messages/how-it-works:tier.bronze": "Portuguese writes the tier the same: Bronze",
    "client/lib/shared-words/messages:countdown.days": "Brazilian countdowns abbreviate dias and horas as d and h too",
    "client/lib/shared-words/messages:countdown.seconds": "Brazilian countdowns abbreviate segundos as s too",
  },
  es: {
    "server/share/messages:meta.playerTitle":
      "the player's name, their achievement (already translated) and the product's name: nothing left to translate",
    "server/share/messages:card.pts": "Spanish tables abbreviate puntos as pts too",
    "client/components/layout/messages:footer.legal": "Spanish writes it the same: Legal",
    "client/components/layout/messages:footer.x": "the network's own name",
    "client/components/share/messages:card.pts": "Spanish tables abbreviate puntos as pts too",
    "client/components/share/messages:text.duel": "oracle names and points, pts as Spanish tables abbreviate puntos",
    "client/features/match-detail/messages:result.points": "Spanish tables abbreviate puntos as pts too",
    "client/features/matches/messages:fetch.errorTitle": "Spanish writes it the same: Error",
    "client/features/matches/messages:history.points": "Spanish abbreviates puntos as pts too",
    "client/features/stats/messages:recent.points": "Spanish tables abbreviate puntos as pts too",
    "client/pages/messages/arena:tabs.label": "Spanish writes it the same: Arena",
    "client/pages/static/messages/football-history:modern.era": "a year, written the same in Spanish",
    "client/pages/static/messages/football-history:today.era": "a year, written the same in Spanish",
    "client/pages/static/messages/football-history:worldCup.era": "a year, written the same in Spanish",
  },
  de: {
    "client/features/picks/messages:table.questions": "German tipping games call them Bonusfragen, and the column Bonus (Kicktipp's own word)",
    "client/features/leagues/messages:lines.questions": "German tipping games call them Bonusfragen, and the column Bonus (Kicktipp's own word)",
    "client/features/picks/messages:joker.play": "German tipping games call it the same: der Joker (Kicktipp's own word)",
    "client/features/leagues/messages:picks.joker": "German tipping games call it the same: der Joker (Kicktipp's own word)",
    "client/features/leagues/messages:picks.live": "the German football press says Live, as in Live-Ticker",
    "client/features/leagues/messages:picks.liveMinute": "the German football press says Live, as in Live-Ticker, and the minute's ' is a sign",
    "client/features/picks/messages:joker.on": "German tipping games call it the same: der Joker, and ×2 is a sign",
    "client/features/match-detail/messages:pick.joker": "German tipping games call it the same: der Joker, and ×2 is a sign",
    "server/share/messages:meta.playerTitle":
      "the player's name, their achievement (already translated) and the product's name: nothing left to translate",
    "client/components/layout/messages:credits": "the game's play money keeps its English name in German, as 'Credits' is used in German games",
    "client/components/layout/messages:footer.community": "German uses the English word: Community",
    "client/components/layout/messages:footer.x": "the network's own name",
    "client/components/share/messages:card.credits": "the game's play money keeps its English name in German (glossary: Credits)",
    "client/features/matches/messages:col.credits": "the game's play money keeps its English name in German, as 'Credits' is used in German games",
    "client/features/matches/messages:status.live": "the German football press says Live, as in Live-Ticker",
    "client/features/profile/messages:stats.credits": "the game's play money keeps its English name in German, as 'Credits' is used in German games",
    "client/pages/messages/arena:tabs.label": "German writes it the same: Arena",
    "client/pages/messages/arena:tabs.live": "the German football press says Live, as in Live-Ticker",
    "client/pages/static/messages/football-history:modern.era": "a year, written the same in German",
    "client/pages/static/messages/football-history:today.era": "a year, written the same in German",
    "client/pages/static/messages/football-history:worldCup.era": "a year, written the same in German",
    "client/pages/static/messages/how-it-works:tier.bronze": "German writes the tier the same: Bronze",
    "client/pages/static/messages/how-it-works:tier.gold": "German writes the tier the same: Gold",
  },
};
