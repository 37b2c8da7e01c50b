import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /api/login: the sign-in and sign-up page. */
export const signInArea = defineArea("client/pages/messages/sign-in", en);
