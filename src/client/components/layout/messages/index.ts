import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The header, footer and skip link on every screen. */
export const layoutArea = defineArea("client/components/layout/messages", en);
