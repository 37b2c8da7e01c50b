import { PAYOUT_MULTIPLIER, POINTS } from "@shared/constants";
import { formatCredits } from "../../lib/format";
import { TiebreakSection } from "./how-it-works-tiebreak";

// Worked examples against an actual result of 2-1, one per scoring tier.
const EXAMPLES = [
  { predicted: "2-1", points: POINTS.exact, why: "Exact score" },
  { predicted: "3-1", points: POINTS.outcome, why: "Correct winner (home win), wrong score" },
  { predicted: "1-2", points: POINTS.goalDifference, why: "Wrong winner, but the same one-goal margin" },
  { predicted: "1-1", points: POINTS.miss, why: "Wrong winner and wrong margin" },
];

const EXAMPLE_STAKES = [500, 1_001];

/** The scoring and payout rules of How It Works. */
export function ScoringSection() {
  return (
    <>
      <h2>Scoring the oracles</h2>
      <p>When the match ends, each oracle's prediction earns points. Only the highest award that applies counts:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <strong>Exact score: {POINTS.exact} points.</strong>
        </li>
        <li>
          <strong>Correct winner or draw: {POINTS.outcome} points.</strong> The predicted result (home win, draw or away win) matches the real one.
        </li>
        <li>
          <strong>Correct goal difference: {POINTS.goalDifference} points.</strong> Goal difference here means the margin, |home − away|, whichever
          side is ahead. A prediction of 2-1 when the match ends 1-2 still scores {POINTS.goalDifference}, because both have a one-goal margin.
        </li>
        <li>
          <strong>Anything else: {POINTS.miss} points.</strong>
        </li>
      </ul>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="p-3 text-left text-muted-foreground">Examples when the match ends 2-1</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3">
                Prediction
              </th>
              <th scope="col" className="p-3">
                Points
              </th>
              <th scope="col" className="p-3">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map((example) => (
              <tr key={example.predicted} className="border-t border-border">
                <td className="p-3 font-semibold">{example.predicted}</td>
                <td className="p-3">{example.points}</td>
                <td className="p-3">{example.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <strong>The oracle with more points wins the match.</strong> If you backed it, your bet wins; if you backed the other oracle, your bet is
        lost. Level on points, the tiebreak below decides.
      </p>

      <h2>Payouts</h2>
      <p>
        A winning bet pays {PAYOUT_MULTIPLIER}× your stake, rounded down to a whole credit. The payout is the total you get back, so your profit is
        the payout minus the stake. A losing bet pays nothing: the stake is gone.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {EXAMPLE_STAKES.map((stake) => {
          const payout = Math.floor(stake * PAYOUT_MULTIPLIER);
          return (
            <li key={stake}>
              Stake {formatCredits(stake)}: payout {formatCredits(payout)}, profit {formatCredits(payout - stake)}.
            </li>
          );
        })}
      </ul>

      <TiebreakSection />

      <h2>Refunds and cancelled matches</h2>
      <p>
        Every stake on a match is refunded in full only when the duel cannot be decided: both oracles gave the final score exactly the same chance, a
        prediction is missing, or the match is cancelled or abandoned. The bet is shown as Refunded in your history and your streak is left unchanged.
      </p>
    </>
  );
}
