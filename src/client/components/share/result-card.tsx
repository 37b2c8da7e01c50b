import { useMemo } from "react";
import type { ResultCardModel } from "./card-model";
import { CardCanvas } from "./card-canvas";

/**
 * The 1200×630 prediction-result card (docs/rules.md#sharing): teams, actual score, each oracle's predicted score and
 * points, the winner line and the player's bet. Renders nothing unless both predictions exist (the
 * model is null then).
 */
export function ResultCard({ model, className }: { model: ResultCardModel | null; className?: string }) {
  const card = useMemo(() => (model ? { type: "result" as const, model } : null), [model]);
  if (!card) return null;
  return <CardCanvas card={card} className={className} testId="result-card" />;
}
