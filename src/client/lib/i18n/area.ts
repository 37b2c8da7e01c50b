import { useMemo } from "react";
import type { Words } from "@shared/i18n/words";
import { loadArea, translatorFor, type Catalogue, type Translate } from "@shared/i18n/catalogue";
import { useLocale } from "./locale";

/**
 * A part of the client with its own messages (docs/decisions.md#languages): `name` is the folder under
 * src/ that holds its catalogues (<language>.json, and the index.ts that defines it; the language packs
 * list it under that name), `en` its English catalogue, imported where the area's code is, so English
 * costs no extra request and each page's chunk carries its own words.
 */
export interface Area<Id extends string> {
  name: string;
  ids: readonly Id[];
}

export function defineArea<Id extends string>(name: string, en: Record<Id, unknown>): Area<Id> {
  loadArea("en", name, en as Catalogue);
  return { name, ids: Object.keys(en) as Id[] };
}

/** The area's messages in the page's language (English, message by message, until that language's pack is in). */
export function useT<Id extends string>(area: Area<Id>): Translate<Id> {
  const locale = useLocale();
  return useMemo(() => translatorFor<Id>(locale, area.name), [locale, area.name]);
}

/** The area's messages and the page's language together, for a helper outside React that writes sentences (shared/i18n/words.ts). */
export function useWords<Id extends string>(area: Area<Id>): Words<Id> {
  const t = useT(area);
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}
