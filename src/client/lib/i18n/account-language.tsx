import { useEffect } from "react";
import { useAuth } from "../signed-in-user";
import { useLocale, useSwitchLocale } from "./locale";

/**
 * A player who chose a language on their account gets it on every device once signed in: the page
 * switches to it (and the cookie follows, so the server's next pages come in it too).
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const locale = useLocale();
  const switchTo = useSwitchLocale();
  const chosen = user?.locale;
  useEffect(() => {
    if (chosen && chosen !== locale) void switchTo(chosen).catch(() => {});
  }, [chosen, locale, switchTo]);
  return null;
}
