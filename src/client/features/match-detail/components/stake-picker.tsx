import { STAKE_PRESETS } from "@shared/constants";
import { presetAvailable } from "@shared/stake";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

export interface StakePickerProps {
  credits: number;
  preset: number;
  custom: string;
  onPreset: (preset: number) => void;
  onCustom: (custom: string) => void;
}

/** Presets 100, 500, 1000, 5000 (one above the balance is disabled) and a custom amount that overrides them. */
export function StakePicker({ credits, preset, custom, onPreset, onCustom }: StakePickerProps) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const usingPreset = custom.trim() === "";
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-medium">{t("stake.legend")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {STAKE_PRESETS.map((amount) => {
            const active = usingPreset && amount === preset;
            return (
              <button
                key={amount}
                type="button"
                aria-pressed={active}
                disabled={!presetAvailable(amount, credits)}
                onClick={() => {
                  onPreset(amount);
                  onCustom("");
                }}
                className={cn(
                  "min-h-11 rounded-lg border font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40",
                  active ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
                )}
              >
                {formatCredits(amount, locale)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label={t("stake.custom")}
        type="number"
        inputMode="numeric"
        min={1}
        max={credits}
        step={1}
        placeholder={t("stake.placeholder")}
        value={custom}
        onChange={(e) => onCustom(e.target.value)}
        hint={t("stake.balance", { credits: formatCredits(credits, locale) })}
      />
    </div>
  );
}
