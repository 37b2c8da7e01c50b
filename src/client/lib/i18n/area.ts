import { useMemo } from "react";
import { isAreaLoaded, loadArea, translatorFor, type Catalogue, type Translate } from "@shared/i18n/catalogue";
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

/** The area's messages in the page's language (English until that language's pack is in). */
export function useT<Id extends string>(area: Area<Id>): Translate<Id> {
  const locale = useLocale();
  return useMemo(() => translatorFor<Id>(isAreaLoaded(locale, area.name) ? locale : "en", area.name), [locale, area.name]);
}
