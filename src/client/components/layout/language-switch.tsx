import { useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { routes } from "@shared/api/routes";
import { isLocale, LOCALE_NAMES, LOCALES } from "@shared/i18n/locales";
import { toast } from "../../hooks/use-toast";
import { apiRequest } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/area";
import { useLocale, useSwitchLocale } from "../../lib/i18n/locale";
import { useAuth } from "../../lib/signed-in-user";
import { settingsSaved } from "../../lib/domain-events";
import { layoutArea } from "./messages";

/**
 * The footer's language switch: each language named in its own words. The choice is kept for the
 * visitor (the `lang` cookie) and, signed in, on the account, for their e-mails and pushes too.
 * Nothing else changes: bets, picks and the session stay as they were.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT(layoutArea);
  const locale = useLocale();
  const switchTo = useSwitchLocale();
  const { user } = useAuth();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next) || next === locale) return;
    setPending(true);
    try {
      // The account first: while the page is in the new language, the account must not still say the old one
      // (account-language.tsx would switch back).
      if (user) settingsSaved(client, await apiRequest(routes.auth.settings, { body: { locale: next } }));
      await switchTo(next);
    } catch {
      toast({ title: t("languageFailed"), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <label className={cn("inline-flex min-h-11 items-center gap-2 text-sm text-muted-foreground", className)}>
      <Languages className="size-5" aria-hidden />
      <span className="sr-only">{t("language")}</span>
      <select
        value={locale}
        onChange={(event) => void choose(event)}
        disabled={pending}
        data-testid="language-switch"
        className="min-h-11 rounded-md border border-border bg-background px-2 text-sm text-foreground"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
