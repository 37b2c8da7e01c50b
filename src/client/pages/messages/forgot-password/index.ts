import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /forgot-password: asks for a reset link. */
export const forgotPasswordArea = defineArea("client/pages/messages/forgot-password", en);
