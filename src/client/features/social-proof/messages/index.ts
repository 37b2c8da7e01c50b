import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The recent wins ticker on the landing. */
export const socialProofArea = defineArea("client/features/social-proof/messages", en);
