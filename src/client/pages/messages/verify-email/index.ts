import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /verify-email: the page the confirmation e-mail links to. */
export const verifyEmailArea = defineArea("client/pages/messages/verify-email", en);
