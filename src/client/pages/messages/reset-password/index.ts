import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /reset-password: the page the reset e-mail links to. */
export const resetPasswordArea = defineArea("client/pages/messages/reset-password", en);
