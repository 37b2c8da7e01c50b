import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The profile: stat cards, picks this season, betting history, referral panel, share actions. */
export const profileArea = defineArea("client/features/profile/messages", en);
