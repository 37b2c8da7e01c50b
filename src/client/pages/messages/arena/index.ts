import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The arena page: its title, tabs and share row. */
export const arenaArea = defineArea("client/pages/messages/arena", en);
