import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";

export default function TermsPage() {
  return (
    <StaticPage title="Terms of Use" lead={`The rules for playing ${PRODUCT_NAME}. By creating an account you agree to them.`}>
      <h2>1. Who can play</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to create an account. If local law sets a higher minimum age for online games or services like
        this one, that higher age applies to you.
      </p>

      <h2>2. Play money only</h2>
      <p>
        Credits (₡) are play money with no real-world value. They cannot be bought, sold, transferred for value, withdrawn or exchanged for cash or
        prizes. Credits, streaks, XP and rankings exist only inside the game. Read the <Link href="/disclaimer">Play Money Disclaimer</Link> for more.
      </p>

      <h2>3. One account per person</h2>
      <p>
        Each person may hold one account. Creating extra accounts, for example to collect starting credits or referral rewards, or to refer yourself,
        is not allowed. Keep your password private: you are responsible for activity on your account.
      </p>

      <h2>4. Fair play</h2>
      <p>
        Play honestly. Do not exploit bugs, try to bet after kick-off, manipulate results, leaderboards or referral rewards, or interfere with other
        players' accounts. If you find a bug, please report it through <Link href="/contact">Contact Us</Link> instead of using it.
      </p>

      <h2>5. No automation abuse</h2>
      <p>
        Do not use bots, scripts or automated tools to create accounts, place bets, farm referrals or send large numbers of requests. Reasonable
        personal use of the public data is fine, but requests that degrade the service for others are not. Rate limits apply and may block abusive
        traffic.
      </p>

      <h2>6. What we may do about abuse</h2>
      <p>
        If we believe these terms have been broken, we may reset credit balances, streaks, XP or referral rewards, remove usernames that are offensive
        or misleading, and suspend or close accounts. Where we can, we will tell you why.
      </p>

      <h2>7. Predictions and content</h2>
      <p>
        Oracle predictions, commentary and football facts are generated automatically for entertainment. They may be wrong, and they are not betting,
        financial or any other advice. Match data comes from a third-party provider and may occasionally be delayed or corrected.
      </p>

      <h2>8. Availability and changes</h2>
      <p>
        We run the game on a best-effort basis and may change, pause or end features, including the rules of the game, at any time. If we change these
        terms we will update this page; continuing to play means you accept the updated terms.
      </p>

      <h2>9. Your data</h2>
      <p>
        How we handle your information is described in the <Link href="/privacy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  );
}
