import { useMemo, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { usePredictionCheck } from "../hooks/use-prediction-check";
import { parseProofTarget, proofTargetOfSearch, proofTargetSearch } from "../lib/proof-target";
import { PredictionCheckResult } from "./prediction-check-result";
import { useT } from "../../../lib/i18n/area";
import { verifyArea } from "../messages";

/**
 * Checks one prediction by its proof against the log's Merkle tree, without reading the log: the
 * prediction named by the page's address (?match= or ?hash=), or typed here, which goes into the
 * address so the check can be shared.
 */
export function PredictionCheck({ search }: { search: string }) {
  const [, navigate] = useLocation();
  const t = useT(verifyArea);
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
      <h2 id="one-prediction-title">{t("form.title")}</h2>
      <p>{t("form.intro")}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t("form.title")}>
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            label={t("form.field")}
            hint={t("form.hint")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={typo}
          />
        </div>
        <Button type="submit">{t("form.submit")}</Button>
      </form>
      {typo && (
        <p role="alert" className="text-sm text-destructive">
          {t("form.typo")}
        </p>
      )}
      {target === undefined && !typo && (
        <p role="alert" className="text-sm text-destructive">
          {t("form.badAddress", { byMatch: "?match=123", byHash: "?hash=…" })}
        </p>
      )}
      {check && <PredictionCheckResult check={check} retry={retry} />}
    </section>
  );
}
