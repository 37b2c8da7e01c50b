import { useCallback, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "@shared/constants";

export type Theme = "dark" | "light";

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

/** Dark by default; the choice is kept in localStorage under the product key (docs/rules.md#page-layout). */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readTheme,
    // The build's pre-render of the landing: dark, the default theme.
    (): Theme => "dark",
  );
  const toggle = useCallback(() => {
    const next: Theme = readTheme() === "dark" ? "light" : "dark";
    document.documentElement.classList.remove("dark", "light");
    document.documentElement.classList.add(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts this page only
    }
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggle };
}
