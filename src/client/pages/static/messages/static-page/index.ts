import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The layout every static page shares (its header's way back). */
export const staticPageArea = defineArea("client/pages/static/messages/static-page", en);
