import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** How It Works: the rules, scoring, tiebreak, playing along, streaks and referrals. */
export const howItWorksArea = defineArea("client/pages/static/messages/how-it-works", en);
