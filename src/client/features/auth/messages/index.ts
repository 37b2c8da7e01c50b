import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The account forms: sign-in, sign-up, password reset, e-mail confirmation, provider buttons, the public card setting. */
export const authArea = defineArea("client/features/auth/messages", en);
