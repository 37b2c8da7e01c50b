import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The invite dialog (share a code, enter one), the referral leaderboard and its tiers. */
export const referralsArea = defineArea("client/features/referrals/messages", en);
