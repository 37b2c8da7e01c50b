import { useMemo } from "react";
import type { AchievementCardInput } from "@shared/achievement";
import { CardCanvas } from "./card-canvas";

/**
 * The 1200×630 achievement card (docs/rules.md#sharing): product name, the achievement title, the username, the
 * streak / credits / XP and a tagline.
 */
export function AchievementCard({ input, className }: { input: AchievementCardInput; className?: string }) {
  const { type, value, username } = input;
  const { streak, credits, xp } = input.stats;
  // Redraw only when what the card shows changes, not on every render of the dialog around it.
  const card = useMemo(
    () => ({ type: "achievement" as const, input: { type, value, username, stats: { streak, credits, xp } } }),
    [type, value, username, streak, credits, xp],
  );
  return <CardCanvas card={card} className={className} testId="achievement-card" />;
}
