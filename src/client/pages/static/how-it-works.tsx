import { Link } from "wouter";
import {
  AI_DISPLAY_NAMES,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PREFIX,
  REFERRAL_FIRST_BET_BONUS,
  REFERRAL_JOIN_BONUS,
  STAKE_PRESETS,
  STARTING_CREDITS,
} from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { formatCredits } from "../../lib/format";
import { PlayAlongSection } from "./how-it-works-play-along";
import { ScoringSection } from "./how-it-works-scoring";

const TIERS = [
  { name: "Bronze", range: "1-4 referrals" },
  { name: "Silver", range: "5-24 referrals" },
  { name: "Gold", range: "25-99 referrals" },
  { name: "Platinum", range: "100 or more referrals" },
];

export default function HowItWorksPage() {
  return (
    <StaticPage title="How It Works" lead="Two AI oracles predict every match. You back the one you trust. Here are the rules.">
      <h2>1. Sign up and get your credits</h2>
      <p>
        Create a free account and you receive {formatCredits(STARTING_CREDITS)} in starting credits. Credits are play money: they have no real-world
        value and cannot be bought or withdrawn.
      </p>

      <h2>2. Read the prophecies</h2>
      <p>
        For every upcoming match, both oracles, <span className="text-chatgpt">{AI_DISPLAY_NAMES.ChatGPT}</span> and{" "}
        <span className="text-grok">{AI_DISPLAY_NAMES.Grok}</span>, publish a prediction containing:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>an exact score, home team first (for example 2-1);</li>
        <li>a confidence from 0 to 100%;</li>
        <li>the reasoning behind the pick;</li>
        <li>likely goal scorers, when the oracle names them;</li>
        <li>a bold prediction about the match, when it has one.</li>
      </ul>
      <p data-testid="distinct-calls">
        <strong>The two oracles never call the same exact score.</strong> On each match one of them speaks first: {AI_DISPLAY_NAMES.ChatGPT} on
        even-numbered matches (the number in the match's address, as in <code>/match/42</code>), {AI_DISPLAY_NAMES.Grok} on odd ones. It calls the
        score its own forecast rates best; the other then calls its own best score among those left. Each call is still the best its forecast allows
        once the first call is taken, and both sealed forecasts stay whole: nothing in them changes to make room.
      </p>
      <p>
        Predictions are sealed with a SHA-256 hash as soon as they are made and never change afterwards; see{" "}
        <Link href="/ai-transparency">AI Transparency</Link>.
      </p>

      <h2>3. Back one oracle before kick-off</h2>
      <p>
        Choose the oracle you think will be more accurate and pick a stake: one of the presets (
        {STAKE_PRESETS.map((stake) => formatCredits(stake)).join(", ")}) or any whole amount from ₡1 up to your balance. You can place one bet per
        match, and betting closes at kick-off. Once placed, a bet cannot be changed.
      </p>

      <ScoringSection />

      <PlayAlongSection />

      <h2>Streaks and XP</h2>
      <p>
        Every winning bet adds 1 to your win streak and 1 XP. A losing bet resets your streak to 0, while your XP stays. Refunded bets leave both
        untouched. Your streak and XP place you on the Player Streaks leaderboard.
      </p>

      <h2>Invite friends</h2>
      <p>
        Every player has a referral code, {REFERRAL_CODE_PREFIX} followed by {REFERRAL_CODE_LENGTH} characters, and a referral link. When a friend
        joins with your code, you each receive {formatCredits(REFERRAL_JOIN_BONUS)}. When that friend places their first bet, you receive another{" "}
        {formatCredits(REFERRAL_FIRST_BET_BONUS)}. There is no limit on how many friends you can refer. Your referral count earns you a tier:
      </p>
      <ul className="grid gap-2 sm:grid-cols-4">
        {TIERS.map((tier) => (
          <li key={tier.name} className="rounded-lg border border-border bg-card p-3 text-center">
            <span className="block font-semibold">{tier.name}</span>
            <span className="text-sm text-muted-foreground">{tier.range}</span>
          </li>
        ))}
      </ul>

      <p>
        Still have a question? Try the <Link href="/faq">FAQ / Help Center</Link>.
      </p>
    </StaticPage>
  );
}
