import { defineArea } from "@client/lib/i18n/area";
import { translatorFor, type Translate } from "@shared/i18n/catalogue";
import type { Words } from "@shared/i18n/words";
import en from "./en.json";

/** Sharing: the share dialog and buttons, the texts put into posts, and the words drawn on the cards. */
export const shareArea = defineArea("client/components/share/messages", en);

export type ShareText = Translate<(typeof shareArea.ids)[number]>;

/** The words and number formats a share text or card is written in (outside React, passed in). */
export type ShareWords = Words<(typeof shareArea.ids)[number]>;

/** English, for callers that pass no words (and the tests). */
export const ENGLISH_SHARE_WORDS: ShareWords = { t: translatorFor("en", shareArea.name), locale: "en" };
