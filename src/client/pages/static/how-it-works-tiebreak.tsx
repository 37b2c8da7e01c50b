import { AI_DISPLAY_NAMES, PAYOUT_MULTIPLIER, type AiName } from "@shared/constants";
import { chancePhrase } from "@shared/duel-verdict";
import { formatCredits } from "../../lib/format";
import { EXAMPLE_CALLS, EXAMPLE_FINAL, EXAMPLE_STAKE, tiebreakExample } from "./tiebreak-example";

/** How It Works' tiebreak: the rule, one worked example with numbers, and how chances are printed. */
export function TiebreakSection() {
  const { points, duel, chances, payout } = tiebreakExample();
  const winner = duel.winner === "void" ? null : duel.winner;
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  return (
    <>
      <h2>Equal points: the tiebreak</h2>
      <p>
        The two oracles often score the same points, for instance when both call the right result with different scores. Then the duel goes to the
        oracle that saw the final score more clearly. Besides its call, each oracle gives every possible score from 0-0 to 10-10 a chance: its sealed
        forecast, hashed before kick-off and published from kick-off on. On equal points, the oracle whose forecast gave the final score the higher
        chance wins the duel. The same goes when both score 0: neither saw the score coming, and the tiebreak decides.
      </p>
      {winner && (
        <figure className="rounded-xl border border-border bg-card p-5" data-testid="tiebreak-example">
          <figcaption className="font-semibold">Worked example</figcaption>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            <li>The match ends {EXAMPLE_FINAL}.</li>
            <li>
              {AI_DISPLAY_NAMES.ChatGPT} called {EXAMPLE_CALLS.ChatGPT} and {AI_DISPLAY_NAMES.Grok} called {EXAMPLE_CALLS.Grok}. Both called a draw
              without the exact score, so each scores {points.ChatGPT} points: level.
            </li>
            <li>
              The tiebreak: {AI_DISPLAY_NAMES.ChatGPT}'s sealed forecast gave {EXAMPLE_FINAL} {chancePhrase(chances.ChatGPT)}, {AI_DISPLAY_NAMES.Grok}
              's {chancePhrase(chances.Grok)}.
            </li>
            <li>
              {AI_DISPLAY_NAMES[winner]} saw clearer and wins the duel: a {formatCredits(EXAMPLE_STAKE)} bet on {AI_DISPLAY_NAMES[winner]} pays{" "}
              {PAYOUT_MULTIPLIER}× the stake, {formatCredits(payout)}, and a bet on {AI_DISPLAY_NAMES[loser]} is lost.
            </li>
          </ol>
        </figure>
      )}
      <p>
        Chances are compared to the millionth. Wherever the two are shown side by side, they carry as many decimals as it takes to tell them apart:
        9.59% against 9.58%, never 9.6% twice.
      </p>
    </>
  );
}
