import { Bot } from "lucide-react";
import { useState } from "react";
import type { User } from "@shared/api/auth";
import { AI_DISPLAY_NAMES, AI_NAMES, type AiName } from "@shared/constants";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useUpdateSettings } from "../api/update-settings";
import { useT } from "@client/lib/i18n/area";
import { authArea } from "../messages";

/**
 * "When I forget, pick like El Divino" (docs/rules.md#oracle-picks): at kick-off the chosen oracle's call becomes the
 * player's pick on a followed competition's match they did not pick, marked, at half points.
 */
export function OraclePickSetting({ user }: { user: Pick<User, "oracleFill"> }) {
  const update = useUpdateSettings();
  const t = useT(authArea);
  // The choice being made shows at once, in the same render as the click (a controlled radio would otherwise spring
  // back until the save is under way); a failure falls back to the stored one.
  const [choosing, setChoosing] = useState<AiName | null | undefined>(undefined);
  const chosen = choosing !== undefined ? choosing : user.oracleFill;

  const choose = async (oracleFill: AiName | null) => {
    setChoosing(oracleFill);
    try {
      await update.mutateAsync({ oracleFill });
      toast({ title: oracleFill ? t("oraclePick.savedOn", { oracle: AI_DISPLAY_NAMES[oracleFill] }) : t("oraclePick.savedOff") });
    } catch (error) {
      toast({ title: t("oraclePick.saveFailed"), description: errorMessage(error, t("tryAgain")), variant: "destructive" });
    } finally {
      setChoosing(undefined);
    }
  };

  const options: Array<{ value: AiName | null; label: string }> = [
    ...AI_NAMES.map((name) => ({ value: name, label: AI_DISPLAY_NAMES[name] })),
    { value: null, label: t("oraclePick.off") },
  ];
  return (
    <section aria-labelledby="oracle-pick-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="oracle-pick-setting">
      <h2 id="oracle-pick-heading" className="flex items-center gap-2 font-semibold">
        <Bot aria-hidden className="size-5 text-accent" />
        {t("oraclePick.heading")}
      </h2>
      <fieldset className="mt-3" aria-describedby="oracle-pick-hint">
        <legend className="font-medium">{t("oraclePick.legend")}</legend>
        <div className="mt-2 grid gap-1">
          {options.map((option) => (
            <label key={option.value ?? "off"} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="oracle-pick"
                checked={chosen === option.value}
                onChange={() => void choose(option.value)}
                className="size-5 shrink-0 accent-[var(--primary)]"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p id="oracle-pick-hint" className="mt-2 text-sm text-muted-foreground">
        {t("oraclePick.hint")}
      </p>
    </section>
  );
}
