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
import { formatCredits } from "../../lib/format";

export interface FaqItem {
  question: string;
  answer: string;
}

const EL_DIVINO = AI_DISPLAY_NAMES.ChatGPT;
const O_ETERNO = AI_DISPLAY_NAMES.Grok;

/** The 14 questions of the Help Center (docs/rules.md#page-static); answers follow docs/rules.md. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${PRODUCT_NAME} is a free, play-money football prediction game. Two AI oracles predict the score of each match before kick-off, and you back the one you think will be more accurate. It is open to everyone aged ${MINIMUM_AGE} and over.`,
  },
  {
    question: `Who are ${EL_DIVINO} and ${O_ETERNO}?`,
    answer: `They are the two oracles. ${EL_DIVINO} is the ChatGPT oracle and ${O_ETERNO} is the Grok oracle. For every match each one gives an exact score, a confidence from 0 to 100%, its reasoning, and often likely goal scorers and a bold prediction. They never call the same exact score: How It Works explains which of them speaks first. The AI Transparency page explains which models they use and where the match data comes from.`,
  },
  {
    question: "Is this gambling? Can I win real money?",
    answer: `No. Credits (₡) are play money with no real-world value. You cannot buy them, sell them, withdraw them or swap them for prizes, so no real money is ever at risk or to be won. The predictions are entertainment, not betting advice.`,
  },
  {
    question: "How many credits do I start with?",
    answer: `Every new account receives ${formatCredits(STARTING_CREDITS)} in starting credits. You can earn more by winning bets and by inviting friends.`,
  },
  {
    question: "How do I place a bet?",
    answer: `Open an upcoming match, read both prophecies and choose "Back" on the oracle you trust. Then pick a stake, either a preset or a custom whole amount up to your balance, and confirm. You can place one bet per match, and it cannot be changed afterwards.`,
  },
  {
    question: "When does betting close?",
    answer: `Betting on a match closes at kick-off. The match page shows a countdown, and no bet can be placed once the match has started. The oracles' predictions are also fixed before kick-off.`,
  },
  {
    question: "How are the oracles' predictions scored?",
    answer: `After the final whistle each prediction earns points, and only the highest award that applies counts: ${POINTS.exact} for the exact score, ${POINTS.outcome} for the correct winner or draw, ${POINTS.goalDifference} for the correct goal difference, and ${POINTS.miss} otherwise. The oracle with more points wins the match; on equal points, the one whose sealed forecast gave the final score the higher chance.`,
  },
  {
    question: `What counts as the "correct goal difference"?`,
    answer: `Goal difference means the winning margin, |home − away|, regardless of which side wins. So if an oracle predicted 2-1 and the match finished 1-2, it has the wrong winner but the right one-goal margin, and scores ${POINTS.goalDifference} points.`,
  },
  {
    question: "How much does a winning bet pay?",
    answer: `A winning bet pays ${PAYOUT_MULTIPLIER}× your stake, rounded down to a whole credit. The payout includes your stake, so your profit is the payout minus the stake: a ${formatCredits(500)} stake pays ${formatCredits(Math.floor(500 * PAYOUT_MULTIPLIER))}, a profit of ${formatCredits(Math.floor(500 * PAYOUT_MULTIPLIER) - 500)}. A losing bet pays nothing.`,
  },
  {
    question: "What happens if both oracles score the same points?",
    answer: `Then the oracle that saw the result more clearly wins. Every prediction comes with a chance for each possible score, sealed before kick-off and published from kick-off on; on equal points, the oracle that gave the actual final score the higher chance wins the duel, and bets on it pay as usual. Only when both gave exactly the same chance, a prediction is missing, or the match is cancelled or abandoned is every stake refunded in full: the bet appears as Refunded and your streak stays as it was. How It Works walks through an example with numbers.`,
  },
  {
    question: "How do win streaks and XP work?",
    answer: `Each winning bet adds 1 to your streak and gives you 1 XP. A losing bet sets your streak back to 0, but you keep your XP. Refunds change neither. The Player Streaks leaderboard ranks players by XP and credits.`,
  },
  {
    question: "How do referrals work?",
    answer: `Your referral code is ${REFERRAL_CODE_PREFIX} followed by ${REFERRAL_CODE_LENGTH} characters, and you can also share your referral link. When a friend joins with it, you each get ${formatCredits(REFERRAL_JOIN_BONUS)}; when they place their first bet, you get another ${formatCredits(REFERRAL_FIRST_BET_BONUS)}. Referrals are unlimited, and your count earns a tier: Bronze 1-4, Silver 5-24, Gold 25-99, Platinum 100 or more.`,
  },
  {
    question: "How do I know predictions are not changed after the match?",
    answer: `Every prediction is hashed with SHA-256 when it is created and linked to the previous one in an append-only hash chain. The hash is shown on the match page, the whole log is public, and the verify page recomputes the chain in your browser. Predictions are never edited, and none can be created after kick-off.`,
  },
  {
    question: "How do I get help or delete my account?",
    answer: `E-mail our support team from the address on your account; the Contact Us page has the details and our usual response times. The same address handles requests to delete your account and its data.`,
  },
];
