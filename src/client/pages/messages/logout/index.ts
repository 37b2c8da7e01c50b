import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /logout: a logout the game did not start. */
export const logoutArea = defineArea("client/pages/messages/logout", en);
