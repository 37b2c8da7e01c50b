import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /referrals: the referral leaderboard. */
export const referralsPageArea = defineArea("client/pages/messages/referrals", en);
