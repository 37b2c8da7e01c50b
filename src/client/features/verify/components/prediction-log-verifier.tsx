import type { PredictionLogEntry } from "@shared/api/matches";
import type { TreeHead } from "@shared/api/prediction-proof";
import { LocalTime } from "../../../components/local-time";
import { usePredictorNames } from "../../../components/predictor-names";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useChainCheck, type ChainCheck } from "../hooks/use-chain-check";
import { CheckUnreadable, CryptoUnsupported, VerdictBanner } from "./check-banners";
import { formatCount } from "../../../lib/format";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { verifyArea } from "../messages";

/**
 * Reads the public prediction log page by page, checks every link of the chain and says how it went;
 * at once, or on request when the page came to check one prediction.
 */
export function PredictionLogVerifier({ autoStart = true }: { autoStart?: boolean }) {
  const { check, retry } = useChainCheck(autoStart);
  return (
    <div className="grid gap-6">
      <Verdict check={check} retry={retry} />
      {check.state === "done" && check.latest && <LatestHash entry={check.latest} />}
      {check.state === "done" && check.tree && <TreeRoot tree={check.tree} remembered={check.remembered} />}
    </div>
  );
}

function Verdict({ check, retry }: { check: ChainCheck; retry: () => void }) {
  const t = useT(verifyArea);
  const locale = useLocale();
  if (check.state === "waiting") {
    return (
      <div className="grid justify-items-start gap-3">
        <p>{t("chain.intro")}</p>
        <Button variant="outline" onClick={retry}>
          {t("chain.start")}
        </Button>
      </div>
    );
  }
  if (check.state === "checking") {
    if (check.total === null) return <Spinner label={t("chain.loading")} />;
    const total = formatCount(check.total, locale);
    return (
      <div className="grid gap-2">
        <Spinner label={t("chain.checking", { total })} className="pb-4" />
        <progress className="h-2 w-full accent-primary" max={check.total} value={check.checked} aria-label={t("chain.progressLabel")}>
          {t("chain.progressOf", { checked: check.checked, total: check.total })}
        </progress>
        <p className="text-center text-sm text-muted-foreground">{t("chain.progress", { checked: formatCount(check.checked, locale), total })}</p>
      </div>
    );
  }
  if (check.state === "failed") return <CheckUnreadable what="load" error={check.error} retry={retry} />;
  if (check.state === "unsupported") return <CryptoUnsupported />;
  const { verdict } = check;
  return (
    <VerdictBanner ok={verdict.ok} testId="chain-verdict">
      {verdict.ok
        ? t("chain.intact", { length: verdict.length })
        : t("chain.broken", { index: verdict.index, id: check.broken?.id ?? "?", reason: verdict.reason })}
    </VerdictBanner>
  );
}

function LatestHash({ entry }: { entry: PredictionLogEntry }) {
  const t = useT(verifyArea);
  const predictorNames = usePredictorNames();
  return (
    <section aria-labelledby="latest-hash-title" className="rounded-xl border border-border bg-card p-4">
      <h2 id="latest-hash-title" className="text-lg!">
        {t("latest.title")}
      </h2>
      <code className="mt-2 block break-all font-mono text-sm" data-testid="latest-hash">
        {entry.hash}
      </code>
      <p className="mt-2 text-sm text-muted-foreground">
        {rich(
          entry.seasonQuestionId !== null
            ? t("latest.entrySeason", {
                id: entry.id,
                predictor: predictorNames[entry.aiName],
                model: entry.model,
                questionId: entry.seasonQuestionId,
                score: entry.predictedScore,
                confidence: entry.confidence,
              })
            : t("latest.entry", {
                id: entry.id,
                predictor: predictorNames[entry.aiName],
                model: entry.model,
                matchId: entry.matchId,
                score: entry.predictedScore,
                confidence: entry.confidence,
              }),
          [() => <LocalTime at={entry.createdAt} withTime />],
        )}
      </p>
    </section>
  );
}

function TreeRoot({ tree, remembered }: { tree: TreeHead; remembered: { head: TreeHead; ok: boolean } | undefined }) {
  const t = useT(verifyArea);
  const locale = useLocale();
  return (
    <section aria-labelledby="tree-root-title" className="rounded-xl border border-border bg-card p-4">
      <h2 id="tree-root-title" className="text-lg!">
        {t("root.title", { size: formatCount(tree.treeSize, locale) })}
      </h2>
      <code className="mt-2 block break-all font-mono text-sm" data-testid="tree-root">
        {tree.rootHash}
      </code>
      <p className="mt-2 text-sm text-muted-foreground">{t("root.note")}</p>
      {remembered && (
        <p className={remembered.ok ? "mt-2 text-sm" : "mt-2 text-sm font-semibold text-destructive"} data-testid="tree-remembered">
          {remembered.ok
            ? t("root.rememberedOk", { size: formatCount(remembered.head.treeSize, locale) })
            : t("root.rememberedBad", { size: formatCount(remembered.head.treeSize, locale), root: remembered.head.rootHash })}
        </p>
      )}
    </section>
  );
}
