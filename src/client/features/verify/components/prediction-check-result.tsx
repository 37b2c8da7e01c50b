import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import type { PredictionCheckResult as Result, PredictionCheckState } from "../hooks/use-prediction-check";
import { CheckUnreadable, CryptoUnsupported, VerdictBanner } from "./check-banners";
import { CheckedPrediction } from "./checked-prediction";

const count = (n: number) => n.toLocaleString("en-US");

/** How a check of one prediction went: each prediction's steps, the log's growth, and the bytes it read. */
export function PredictionCheckResult({ check, retry }: { check: PredictionCheckState; retry: () => void }) {
  if (check.state === "checking") return <Spinner label="Checking the prediction..." className="py-6" />;
  if (check.state === "unsupported") return <CryptoUnsupported />;
  if (check.state === "failed") return <CheckUnreadable what="check the prediction" error={check.error} retry={retry} />;
  const { result } = check;
  return (
    <div className="grid gap-4">
      <Verdict result={result} />
      {result.predictions.map((checked) => (
        <CheckedPrediction key={checked.proof.entry.id} checked={checked} head={result.head} />
      ))}
      <Growth result={result} />
      <p className="text-sm text-muted-foreground" data-testid="check-bytes">
        This check read {count(result.bytes.wire)} bytes
        {result.bytes.wire !== result.bytes.plain && ` (${count(result.bytes.plain)} uncompressed)`} in {result.bytes.requests}{" "}
        {result.bytes.requests === 1 ? "request" : "requests"}. Checking the whole chain reads all {count(result.head.treeSize)} entries.
      </p>
      <Button variant="outline" onClick={retry} className="justify-self-start">
        Check again
      </Button>
    </div>
  );
}

/** The first thing that failed, in the words the whole-chain check uses. */
function failure(result: Result): string {
  if (result.predictions.length === 0) return "the server sent no prediction";
  for (const { check, asked } of result.predictions) {
    if (!asked) return "the server sent a prediction other than the one asked for";
    if (!check.hashMatches) return "its contents do not match its hash";
    if (check.forecastMatches === false) return "its revealed forecast does not match the one sealed before kick-off";
    if (!check.included) return "its hash is not in the log's Merkle tree";
  }
  return "the log does not extend the tree this browser verified before";
}

function Verdict({ result }: { result: Result }) {
  const n = result.predictions.length;
  return (
    <VerdictBanner ok={result.ok} testId="prediction-verdict">
      {result.ok
        ? `${n === 1 ? "Prediction verified" : `${n} predictions verified`}: unchanged, and in the log of ${count(result.head.treeSize)} entries`
        : `The check failed: ${failure(result)}.`}
    </VerdictBanner>
  );
}

function Growth({ result }: { result: Result }) {
  const { growth, head } = result;
  if (!growth) {
    if (!result.ok) return null;
    return <p className="text-sm text-muted-foreground">This browser now remembers this tree: its next check also proves the log only grew since.</p>;
  }
  const from = count(growth.from.treeSize);
  return (
    <p className={growth.ok ? "text-sm" : "text-sm font-semibold text-destructive"} data-testid="tree-growth">
      {growth.ok
        ? growth.from.treeSize === head.treeSize
          ? `The log is the tree of ${from} entries this browser verified before, unchanged.`
          : `The log only grew since this browser last verified it: its first ${from} entries are unchanged (${from} → ${count(head.treeSize)} entries).`
        : `The log does not extend the tree of ${from} entries this browser verified before (root ${growth.from.rootHash}): it was rewritten.`}
    </p>
  );
}
