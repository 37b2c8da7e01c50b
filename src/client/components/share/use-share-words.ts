import { useMemo } from "react";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { shareArea, type ShareWords } from "./messages";

/** The page's words and number formats for share texts and cards (one object while the language stays). */
export function useShareWords(): ShareWords {
  const t = useT(shareArea);
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}
