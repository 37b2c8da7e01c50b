import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The FAQ / Help Center: its 14 questions and answers. */
export const faqArea = defineArea("client/pages/static/messages/faq", en);
