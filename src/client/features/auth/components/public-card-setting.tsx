import { Eye, EyeOff } from "lucide-react";
import type { User } from "@shared/api/auth";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useUpdateSettings } from "../api/update-settings";
import { useT } from "@client/lib/i18n/area";
import { authArea } from "../messages";

/**
 * The player's choice to show their achievement card at /u/{username} to anyone with the link (on
 * by default, docs/rules.md#privacy). Off, the page and its preview show nothing about them.
 */
export function PublicCardSetting({ user }: { user: Pick<User, "username" | "publicCard"> }) {
  const update = useUpdateSettings();
  const t = useT(authArea);
  // While saving, show the choice being made; a failure falls back to the stored one.
  const checked = update.isPending ? update.variables.publicCard : user.publicCard;

  const onChange = async (publicCard: boolean) => {
    try {
      await update.mutateAsync({ publicCard });
      toast({
        title: publicCard ? t("card.public") : t("card.private"),
        description: publicCard ? t("card.publicNote") : t("card.privateNote"),
      });
    } catch (error) {
      toast({ title: t("card.saveFailed"), description: errorMessage(error, t("tryAgain")), variant: "destructive" });
    }
  };

  const Icon = checked ? Eye : EyeOff;
  return (
    <section aria-labelledby="privacy-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="privacy-settings">
      <h2 id="privacy-heading" className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-5 text-accent" />
        {t("card.heading")}
      </h2>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={update.isPending}
          onChange={(e) => void onChange(e.target.checked)}
          className="mt-1 size-5 shrink-0 accent-[var(--primary)]"
        />
        <span>
          <span className="font-medium">{t("card.label")}</span>
          <span className="block text-sm text-muted-foreground">{t("card.hint", { username: user.username })}</span>
        </span>
      </label>
    </section>
  );
}
