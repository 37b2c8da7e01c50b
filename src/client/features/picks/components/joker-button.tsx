import { Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { picksArea } from "../messages";

/** Where a row stands with its week's joker (docs/rules.md#joker). */
export type JokerState = "on" | "off" | "needsPick" | "spent";

/**
 * The joker's switch on a pick: pressed where the week's joker is, "×2" beside it. It needs a saved pick, and a week
 * whose joker is locked on a match under way has none left to move.
 */
export function JokerButton({
  state,
  home,
  away,
  pending,
  onToggle,
}: {
  state: JokerState;
  home: string;
  away: string;
  pending: boolean;
  onToggle: () => void;
}) {
  const t = useT(picksArea);
  const on = state === "on";
  const unavailable = state === "needsPick" || state === "spent";
  return (
    <Button
      type="button"
      variant={on ? "primary" : "outline"}
      size="sm"
      className={cn("ml-auto min-h-9 gap-1 px-2.5", on && "bg-accent text-background hover:bg-accent/90")}
      aria-pressed={on}
      title={unavailable ? t(state === "spent" ? "joker.spent" : "joker.needsPick") : undefined}
      disabled={unavailable || pending}
      onClick={onToggle}
      data-testid="joker-button"
    >
      <Sparkles className="size-3.5" aria-hidden />
      {on ? t("joker.on") : t("joker.play")}
      {/* The name says which match, after the words on the button (its pressed state says whether the joker is on). */}
      <span className="sr-only">({t("joker.match", { home, away })})</span>
    </Button>
  );
}
