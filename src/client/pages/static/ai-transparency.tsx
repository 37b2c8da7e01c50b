import { AI_DISPLAY_NAMES, POINTS } from "@shared/constants";
import { Link } from "wouter";
import { StaticPage } from "../../components/layout/static-page";
import { TrackRecord } from "../../components/track-record/track-record";
import { routes } from "@shared/api/routes";

const LOG_PATH = routes.oracles.predictionLog.path;

export default function AiTransparencyPage() {
  return (
    <StaticPage
      title="AI Transparency"
      lead="Which models make the predictions, what data they see, and how you can check that no prophecy was changed after the fact."
    >
      <h2>The two oracles</h2>
      <p>
        Every match has two predictions, one from each oracle. <strong className="text-chatgpt">{AI_DISPLAY_NAMES.ChatGPT}</strong> is the ChatGPT
        oracle and <strong className="text-grok">{AI_DISPLAY_NAMES.Grok}</strong> is the Grok oracle. Each prediction contains a predicted exact
        score, a confidence from 0 to 100%, a short piece of reasoning, and, where the oracle offers them, likely goal scorers and a bold prediction.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-xl border border-border bg-card p-5">
          <h3 className="text-chatgpt">{AI_DISPLAY_NAMES.ChatGPT} (ChatGPT)</h3>
          <p className="mt-2 text-sm">
            With an OpenAI key configured, predictions come from the <code>gpt-4o</code> model. Without a key, the oracle runs an embedded statistical
            model: a Dixon-Coles style Poisson model built on each team's attack and defence strengths.
          </p>
        </section>
        <section className="rounded-xl border border-border bg-card p-5">
          <h3 className="text-grok">{AI_DISPLAY_NAMES.Grok} (Grok)</h3>
          <p className="mt-2 text-sm">
            With an xAI key configured, predictions come from the <code>grok-2-1212</code> model. Without a key, the oracle runs an embedded Elo-based
            model that takes recent form and home advantage into account.
          </p>
        </section>
      </div>
      <p>
        Each prediction records which model produced it, so you always know whether a prophecy came from a large language model or from one of the
        statistical models. The statistical models are genuinely different from each other, so the two oracles really do disagree; their confidence is
        the model's own probability for the predicted outcome, and their reasoning is written from the numbers that drove the pick. When a language
        model is used, it receives the same numbers in its prompt and must reply in a fixed, validated format.
      </p>

      <p data-testid="distinct-calls">
        <strong>The two oracles never call the same exact score.</strong> On each match one of them speaks first, {AI_DISPLAY_NAMES.ChatGPT} on
        even-numbered matches (the number in the match's address) and {AI_DISPLAY_NAMES.Grok} on odd ones, and calls the score its own forecast rates
        best; the other then calls its own best score among those left. Each call is still the best its forecast allows once the first call is taken,
        and both sealed forecasts stay whole: neither is changed to make room for the other's call.
      </p>

      <h2>Match data</h2>
      <p>
        Fixtures, kick-off times, live statuses and final scores come from a football data provider (API-Football), covering several of Europe's top
        leagues in the 2024/2025 season. Matches are synchronised automatically every 10 minutes, and completed matches are scored and settled as soon
        as the final result arrives.
      </p>

      <h2>Sealed predictions: the hash chain</h2>
      <p>
        The moment a prediction is created it is hashed with SHA-256. The hash covers the match, the oracle, the model, the predicted score, the
        confidence, the reasoning, the time of creation and the hash of the previous entry. Because every entry includes the one before it, all
        predictions form a single append-only hash chain, much like a transparency log: changing any earlier prediction would change every hash after
        it.
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>Each prediction's hash is shown on its match page.</li>
        <li>
          The whole log is public, with no sign-in needed, at <a href={LOG_PATH}>{LOG_PATH}</a>, oldest first, a thousand entries a page; each page
          names the next in <code>nextCursor</code>, as in <code>{LOG_PATH}?cursor=1000</code>.
        </li>
        <li>
          The <a href="/verify">verify page</a> reads that log page by page and recomputes the entire chain in your own browser, and tells you exactly
          where it breaks if it ever does.
        </li>
        <li>
          Each prediction also carries a sealed forecast: a chance for every score from 0-0 to 10-10. Only its SHA-256 commitment (salted, so a
          guessed forecast cannot be confirmed early) is in the hash before kick-off; from kick-off on the forecast and its salt are published on the
          match page and in the log, and the verify page checks them against the commitment. On equal points the duel goes to the oracle whose
          forecast gave the final score the higher chance.
        </li>
        <li>Predictions are never changed after they are created.</li>
        <li>No prediction is ever made after kick-off: the server refuses to create one once a match has started.</li>
      </ul>

      <h2>How the oracles are scored</h2>
      <p>
        After the final whistle each prediction earns points: {POINTS.exact} for the exact score, {POINTS.outcome} for the correct result (home win,
        draw or away win), {POINTS.goalDifference} for the correct goal margin, otherwise {POINTS.miss}. Only the highest applicable award counts; the
        full rules are on <Link href="/how-it-works">How It Works</Link>. The oracle with more points wins the match; on equal points, the one whose
        sealed forecast gave the final score the higher chance. Over time each oracle builds a public record of wins, total points, accuracy (the
        share of its predictions with the correct result) and an Elo rating that starts at 1500 and moves after every completed match, with an exact
        tie counted as a draw.
      </p>

      <TrackRecord />

      <h2>Limits of AI predictions</h2>
      <p>
        Football is unpredictable, and no model, however sophisticated, knows the future. Confidence figures are estimates, not guarantees. The
        predictions are made for entertainment and are not betting advice.
      </p>
    </StaticPage>
  );
}
