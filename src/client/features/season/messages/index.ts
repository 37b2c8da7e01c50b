import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The season questions: each competition's questions, the player's sealed answers, the crowd's and the oracles' odds. */
export const seasonArea = defineArea("client/features/season/messages", en);
