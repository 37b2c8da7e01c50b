import {
  AI_DISPLAY_NAMES,
  MINIMUM_AGE,
  PAYOUT_MULTIPLIER,
  POINTS,
  PRODUCT_NAME,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PREFIX,
  REFERRAL_FIRST_BET_BONUS,
  REFERRAL_JOIN_BONUS,
  STARTING_CREDITS,
} from "@shared/constants";
import type { Translate } from "@shared/i18n/catalogue";
import type { Locale } from "@shared/i18n/locales";
import { formatCredits } from "../../lib/format";
import type en from "./messages/faq/en.json";

export interface FaqItem {
  question: string;
  answer: string;
}

const EL_DIVINO = AI_DISPLAY_NAMES.ChatGPT;
const O_ETERNO = AI_DISPLAY_NAMES.Grok;

type FaqId = { [Id in keyof typeof en]: Id extends `${infer Key}.q` ? Key : never }[keyof typeof en];

/** The 14 questions of the Help Center (docs/rules.md#page-static), in order; answers follow docs/rules.md. */
const FAQ_IDS = [
  "what",
  "who",
  "gambling",
  "start",
  "bet",
  "close",
  "scoring",
  "difference",
  "payout",
  "level",
  "streaks",
  "referrals",
  "sealed",
  "help",
] as const satisfies readonly FaqId[];

/** The Help Center's questions and answers in the page's language. */
export function faqItems(t: Translate<keyof typeof en>, locale: Locale): FaqItem[] {
  const payout = Math.floor(500 * PAYOUT_MULTIPLIER);
  const values: Record<string, Record<string, string | number>> = {
    what: { product: PRODUCT_NAME, age: MINIMUM_AGE },
    who: { divino: EL_DIVINO, eterno: O_ETERNO },
    start: { credits: formatCredits(STARTING_CREDITS, locale) },
    scoring: { exact: POINTS.exact, outcome: POINTS.outcome, difference: POINTS.goalDifference, miss: POINTS.miss },
    difference: { points: POINTS.goalDifference },
    payout: {
      multiplier: PAYOUT_MULTIPLIER.toLocaleString(locale),
      stake: formatCredits(500, locale),
      payout: formatCredits(payout, locale),
      profit: formatCredits(payout - 500, locale),
    },
    referrals: {
      prefix: REFERRAL_CODE_PREFIX,
      length: REFERRAL_CODE_LENGTH,
      joinBonus: formatCredits(REFERRAL_JOIN_BONUS, locale),
      betBonus: formatCredits(REFERRAL_FIRST_BET_BONUS, locale),
    },
  };
  return FAQ_IDS.map((id) => ({ question: t(`${id}.q`, values[id]), answer: t(`${id}.a`, values[id]) }));
}
