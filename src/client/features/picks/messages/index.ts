import { defineArea } from "@client/lib/i18n/area";
import type { Translate } from "@shared/i18n/catalogue";
import en from "./en.json";

/** The picks sheet, the pick line on arena cards and the Prophets table. */
export const picksArea = defineArea("client/features/picks/messages", en);

/** The picks area's translator, for helpers outside components. */
export type PicksText = Translate<(typeof picksArea.ids)[number]>;
