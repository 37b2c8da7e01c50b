import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/**
 * The sentences src/shared builds, in the page's language: the countdown and the bet window's messages
 * (countdown.ts), why a Back button is locked (match-display.ts), a level duel's verdict (duel-verdict.ts)
 * and the live standing (live-standing.ts). Those functions write English by
 * default, for the server and the tests; the client passes `{ t: useT(sharedWordsArea), locale }`.
 */
export const sharedWordsArea = defineArea("client/lib/shared-words/messages", en);
