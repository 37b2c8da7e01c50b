import { useSearch } from "wouter";
import { GENESIS_HASH } from "@shared/prediction-hash";
import { StaticPage } from "../components/layout/static-page";
import { PredictionCheck } from "../features/verify/components/prediction-check";
import { PredictionLogVerifier } from "../features/verify/components/prediction-log-verifier";

/**
 * /verify: anyone can check the prediction log in their own browser (docs/rules.md#page-verify): one prediction by
 * its Merkle proof (/verify?match=123 or ?hash=…), or the whole hash chain. The whole chain is
 * checked at once unless the address names a prediction, whose check reads a few kilobytes.
 */
export default function VerifyPage() {
  const search = useSearch();
  const asksOne = /(^|&|\?)(match|hash)=/.test(search);
  return (
    <StaticPage title="Verify the Prophecy Log" lead="Check for yourself that no prophecy was changed after it was made.">
      <PredictionCheck search={search} />
      <section aria-labelledby="whole-chain-title" className="grid gap-4">
        <h2 id="whole-chain-title">Check the whole chain</h2>
        <PredictionLogVerifier autoStart={!asksOne} />
      </section>
      <section>
        <h2>How the chain works</h2>
        <p>
          Every prediction is hashed with SHA-256 when it is made, before kick-off. The hash covers the match, the oracle, the model, the predicted
          score, the confidence, the reasoning, the time it was made, and the hash of the prediction before it. So every prediction is linked to all
          the ones before it, like the pages of a ledger: changing any old prediction would change its hash and break every link after it.
        </p>
        <p>
          The whole-chain check reads the public log, a page at a time, and recomputes every hash here in your browser, without trusting our server.
          The first entry links to the starting hash <code className="break-all font-mono text-sm">{GENESIS_HASH}</code>. Each match page shows its
          predictions' hashes, so you can find them in the log.
        </p>
        <h3>Checking one prediction</h3>
        <p>
          The hashes of all entries are also the leaves of a Merkle tree, built the way certificate-transparency logs build theirs (RFC 9162): pairs
          of hashes are hashed together, level by level, up to one root hash that stands for the whole log. To show that one prediction is in the log,
          the server sends it with the sibling hashes on its way up to the root, its audit path: your browser recomputes the prediction's hash from
          its fields, then the root from that hash and the path. A prediction changed after it was made, or left out, could not lead to the same root.
          The whole-chain check computes the same root from every entry, and your browser remembers the last root it verified: a later check also asks
          the server to prove that the new tree only adds entries to that one.
        </p>
      </section>
    </StaticPage>
  );
}
