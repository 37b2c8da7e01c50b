import { Eye, EyeOff } from "lucide-react";
import type { User } from "@shared/api/auth";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useUpdateSettings } from "../api/update-settings";

/**
 * The player's choice to show their achievement card at /u/{username} to anyone with the link (on
 * by default, docs/rules.md#privacy). Off, the page and its preview show nothing about them.
 */
export function PublicCardSetting({ user }: { user: Pick<User, "username" | "publicCard"> }) {
  const update = useUpdateSettings();
  // While saving, show the choice being made; a failure falls back to the stored one.
  const checked = update.isPending ? update.variables.publicCard : user.publicCard;

  const onChange = async (publicCard: boolean) => {
    try {
      await update.mutateAsync({ publicCard });
      toast({
        title: publicCard ? "Your card is public" : "Your card is private",
        description: publicCard ? "Anyone with your link sees it." : "Your link shows nothing about you.",
      });
    } catch (error) {
      toast({ title: "Could not save the setting", description: errorMessage(error, "Please try again"), variant: "destructive" });
    }
  };

  const Icon = checked ? Eye : EyeOff;
  return (
    <section aria-labelledby="privacy-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="privacy-settings">
      <h2 id="privacy-heading" className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="size-5 text-accent" />
        Privacy
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
          <span className="font-medium">Public achievement card</span>
          <span className="block text-sm text-muted-foreground">
            Anyone with the link /u/{user.username} sees your card: your username, best achievement, streak and XP. Off, the page and its preview show
            nothing about you.
          </span>
        </span>
      </label>
    </section>
  );
}
