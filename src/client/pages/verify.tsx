import { GENESIS_HASH } from "@shared/prediction-hash";
import { StaticPage } from "../components/layout/static-page";
import { PredictionLogVerifier } from "../features/match-detail/components/prediction-log-verifier";

/** /verify: anyone can recompute the prediction hash chain in their own browser (DESIGN §4). */
export default function VerifyPage() {
  return (
    <StaticPage title="Verify the Prophecy Log" lead="Check for yourself that no prophecy was changed after it was made.">
      <PredictionLogVerifier />
      <section>
        <h2>How the chain works</h2>
        <p>
          Every prediction is hashed with SHA-256 when it is made, before kick-off. The hash covers the match, the oracle, the model, the predicted
          score, the confidence, the reasoning, the time it was made, and the hash of the prediction before it. So every prediction is linked to all
          the ones before it, like the pages of a ledger: changing any old prediction would change its hash and break every link after it.
        </p>
        <p>
          This page reads the whole public log, a page at a time, and recomputes every hash here in your browser, without trusting our server. The
          first entry links to the starting hash <code className="break-all font-mono text-sm">{GENESIS_HASH}</code>. Each match page shows its
          predictions' hashes, so you can find them in the log.
        </p>
      </section>
    </StaticPage>
  );
}
