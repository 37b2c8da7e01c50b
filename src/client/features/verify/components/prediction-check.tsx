import { useMemo, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { usePredictionCheck } from "../hooks/use-prediction-check";
import { parseProofTarget, proofTargetOfSearch, proofTargetSearch } from "../lib/proof-target";
import { PredictionCheckResult } from "./prediction-check-result";

/**
 * Checks one prediction by its proof against the log's Merkle tree, without reading the log: the
 * prediction named by the page's address (?match= or ?hash=), or typed here, which goes into the
 * address so the check can be shared.
 */
export function PredictionCheck({ search }: { search: string }) {
  const [, navigate] = useLocation();
  const target = useMemo(() => proofTargetOfSearch(search), [search]);
  const { check, retry } = usePredictionCheck(target ?? null);
  const [text, setText] = useState(() => (target ? ("match" in target ? String(target.match) : target.hash) : ""));
  const [typo, setTypo] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = parseProofTarget(text);
    setTypo(typed === null);
    if (!typed) return;
    const next = proofTargetSearch(typed);
    if (target && proofTargetSearch(target) === next) retry();
    else navigate(`/verify?${next}`);
  };

  return (
    <section aria-labelledby="one-prediction-title" className="grid gap-4">
      <h2 id="one-prediction-title">Check one prediction</h2>
      <p>
        Without reading the whole log: the server sends the prediction and the few hashes (17 for a year of predictions) that lead from it to the root
        of the log's Merkle tree, and this browser recomputes them all.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Check one prediction">
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            label="Match id or prediction hash"
            hint="The number in a match page's address, or the full SHA-256 hash of one of its predictions."
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={typo}
          />
        </div>
        <Button type="submit">Check</Button>
      </form>
      {typo && (
        <p role="alert" className="text-sm text-destructive">
          Enter a match id (digits) or a prediction's full hash (64 hex digits).
        </p>
      )}
      {target === undefined && !typo && (
        <p role="alert" className="text-sm text-destructive">
          This address does not name a prediction: give a match id (?match=123) or a prediction's hash (?hash=…).
        </p>
      )}
      {check && <PredictionCheckResult check={check} retry={retry} />}
    </section>
  );
}
