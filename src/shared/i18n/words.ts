import type { Translate } from "./catalogue";
import type { Locale } from "./locales";

// The sentences a shared helper builds (a countdown, a verdict, a bet's outcome) are English by default,
// word for word, for the server's texts and the tests; the client passes its words: the translator of
// the area that holds them (useT) and the page's language, for the numbers inside.

/** A helper's sentences in the reader's language: `t` from an area holding the ids, `locale` for its numbers. */
export interface Words<Id extends string> {
  t: Translate<Id>;
  locale: Locale;
}
