import { useMemo } from "react";
import { AI_DISPLAY_NAMES, type PredictorName } from "@shared/constants";
import { useT } from "../lib/i18n/area";
import { componentsArea } from "./messages";

/**
 * The predictors' names in the reader's language: the oracles keep their own names, the crowd is a common noun.
 * The same object while the language stays, so a card drawn from it is not drawn again.
 */
export function usePredictorNames(): Record<PredictorName, string> {
  const crowd = useT(componentsArea)("crowd");
  return useMemo(() => ({ ...AI_DISPLAY_NAMES, Crowd: crowd }), [crowd]);
}
