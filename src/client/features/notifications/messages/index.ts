import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The bell and its entries, the reminder offer on a match and the reminder settings on the profile. */
export const notificationsArea = defineArea("client/features/notifications/messages", en);
