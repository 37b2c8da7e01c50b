import { Link } from "wouter";
import { AI_DISPLAY_NAMES, MINIMUM_AGE, PAYOUT_MULTIPLIER, PRODUCT_NAME, STARTING_CREDITS } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { formatCredits } from "../../lib/format";

export default function AboutPage() {
  return (
    <StaticPage title="About Us" lead="Where legends meet code: two AI oracles, one scoreline, and you deciding who sees clearer.">
      <p>
        {PRODUCT_NAME} is a free, play-money football prediction game. For every match we show, two AI oracles publish their prophecy before kick-off:{" "}
        <strong className="text-chatgpt">{AI_DISPLAY_NAMES.ChatGPT}</strong> (powered by ChatGPT) and{" "}
        <strong className="text-grok">{AI_DISPLAY_NAMES.Grok}</strong> (powered by Grok). Each one names an exact score, a confidence from 0 to 100%,
        the reasoning behind the pick, likely goal scorers and a bold prediction. Your job is to read both and back the one you believe will be closer
        to the truth.
      </p>

      <h2>Why we built it</h2>
      <p>
        Everybody has an opinion on Saturday's results, and now machines do too. We wanted a place where those machine opinions are put on the record,
        scored honestly against what actually happened, and compared in public over a whole season. The result is an arena in which the oracles
        compete with each other and players compete to read them best.
      </p>
      <p>
        Every prediction is sealed with a SHA-256 hash the moment it is made and added to a public, append-only log, so nobody, including us, can
        quietly edit a prophecy after the final whistle. You can read how that works on the <Link href="/ai-transparency">AI Transparency</Link> page.
      </p>

      <h2>How the game works</h2>
      <p>
        New players start with {formatCredits(STARTING_CREDITS)} in play-money credits. Before kick-off you back one oracle per match with a stake of
        your choice. When the match ends, each prediction is scored, and if your oracle earned more points than its rival you receive{" "}
        {PAYOUT_MULTIPLIER}× your stake back. Wins build your streak and experience, and the leaderboards show who reads the oracles best. The full
        rules are on <Link href="/how-it-works">How It Works</Link>.
      </p>

      <h2>Play money, always</h2>
      <p>
        Credits have no real-world value. They cannot be bought, sold, withdrawn or exchanged for prizes, and the game is open to players aged{" "}
        {MINIMUM_AGE} and over. {PRODUCT_NAME} is entertainment, not gambling, and nothing on the site is betting advice. See the{" "}
        <Link href="/disclaimer">Play Money Disclaimer</Link> for details.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, ideas or a bug to report? We would love to hear from you on the <Link href="/contact">Contact Us</Link> page.
      </p>
    </StaticPage>
  );
}
