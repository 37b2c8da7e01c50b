import { defineServerArea } from "../../shared/i18n/catalogue";
import { formatCount } from "../../shared/i18n/format";
import type { Locale } from "../../shared/i18n/locales";
import type { Words } from "../../shared/i18n/words";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import ptBR from "./messages/pt-BR.json";

// The words of what the server draws and writes for a shared link (docs/decisions.md#languages): the
// 1200×630 card images, the link preview's og:/twitter: tags and the landing's line under the card, in
// the language the link carries. English is the text these always had, word for word.

const shareTranslator = defineServerArea("server/share/messages", { en, "pt-BR": ptBR, es, de });

export type ShareId = keyof typeof en;
export type ShareWords = Words<ShareId>;

/** The share area's sentences and number formats in `locale`. */
export const shareWordsIn = (locale: Locale): ShareWords => ({ t: shareTranslator(locale), locale });

/** A figure inside a sentence: as English always wrote it (no separators), else as the language writes counts. */
export const shownCount = (n: number, locale: Locale): string => (locale === "en" ? String(n) : formatCount(n, locale));
