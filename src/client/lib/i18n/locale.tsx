import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";
import { languageChanged } from "../domain-events/account";
import { loadLanguage, rememberLocale } from "./language";

interface LocaleState {
  locale: Locale;
  switchTo: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, switchTo: () => Promise.resolve() });

/**
 * The page's language, `initial` at first (the one the server wrote the page in, whose pack main.tsx
 * loaded before the first render). A switch loads the new pack first, so no screen shows half in one
 * language and half in the other; it changes no data, only the words. A match's reply is read again,
 * since the server writes the oracles' own words in the reader's language (docs/decisions.md#languages).
 */
export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);
  const client = useQueryClient();
  const switchTo = useCallback(
    async (next: Locale) => {
      await loadLanguage(next);
      rememberLocale(next);
      setLocale(next);
      void languageChanged(client);
    },
    [client],
  );
  const value = useMemo(() => ({ locale, switchTo }), [locale, switchTo]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The language the page is in. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** Switches the page to another language, once its pack has loaded. */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  return useContext(LocaleContext).switchTo;
}
