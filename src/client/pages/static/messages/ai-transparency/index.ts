import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** AI Transparency: the models, the match data, the hash chain and the limits of the predictions. */
export const aiTransparencyArea = defineArea("client/pages/static/messages/ai-transparency", en);
