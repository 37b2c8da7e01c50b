import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The landing's block about the shared link a visitor followed (a match, a player's card, a league invite). */
export const followedLinkArea = defineArea("client/pages/messages/followed-link", en);
