import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";

export default function DisclaimerPage() {
  return (
    <StaticPage title="Play Money Disclaimer" lead="Credits are for fun. They are not money and never will be.">
      <section className="rounded-xl border border-border bg-card p-5">
        <h2>The short version</h2>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>Credits (₡) are play money with no real-world value.</li>
          <li>You cannot buy credits: there are no purchases of any kind.</li>
          <li>You cannot cash out, withdraw, sell or transfer credits for value.</li>
          <li>There are no prizes: nothing you win in the game can be exchanged for money, goods or services.</li>
          <li>
            {PRODUCT_NAME} is not gambling, and it is open to players aged {MINIMUM_AGE} and over.
          </li>
        </ul>
      </section>

      <h2>Play money</h2>
      <p>
        Every player receives free starting credits and can earn more by backing the right oracle or inviting friends. Credits measure how well you
        read the oracles, in the same way as points in any other game. Because no real money goes in and no real money comes out, nothing on{" "}
        {PRODUCT_NAME} is a bet, wager or stake in the legal or financial sense, even where the game uses words such as bet, stake and payout.
      </p>

      <h2>Predictions are entertainment</h2>
      <p>
        The oracles' scores, confidence figures, reasoning and bold predictions are produced by AI and statistical models for entertainment. They are
        often wrong, as football is meant to be. They are not betting advice, tips or financial advice, and you should not rely on them when placing
        real-money bets anywhere else.
      </p>

      <h2>A note on responsible gambling</h2>
      <p>
        We built {PRODUCT_NAME} so that people can enjoy predicting football without risking anything. If you also gamble with real money elsewhere,
        set limits you can afford, never chase losses and take regular breaks. If gambling has stopped being fun, or is causing problems with money,
        work, relationships or your mood, please seek help: talk to someone you trust, speak to your doctor, or contact a gambling support service in
        your country, many of which offer free and confidential help by phone or online. Most gambling operators also offer self-exclusion tools.
      </p>

      <p>
        Questions about this disclaimer? <Link href="/contact">Contact us</Link>.
      </p>
    </StaticPage>
  );
}
