import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The oracles' public track record: its figures, the crowd's, and the reliability chart. */
export const trackRecordArea = defineArea("client/components/track-record/messages", en);
