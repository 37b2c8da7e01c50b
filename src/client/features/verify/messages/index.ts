import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The prediction-log verifier: the whole-chain check and the check of one prediction. */
export const verifyArea = defineArea("client/features/verify/messages", en);
