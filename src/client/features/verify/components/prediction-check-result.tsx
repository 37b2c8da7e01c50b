import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import type { PredictionCheckResult as Result, PredictionCheckState } from "../hooks/use-prediction-check";
import { CheckUnreadable, CryptoUnsupported, VerdictBanner } from "./check-banners";
import { CheckedPrediction } from "./checked-prediction";
import type { Translate } from "@shared/i18n/catalogue";
import { formatCount } from "../../../lib/format";
import { useLocale } from "../../../lib/i18n/locale";
import { useT } from "../../../lib/i18n/area";
import { verifyArea } from "../messages";

type VerifyText = Translate<(typeof verifyArea.ids)[number]>;

/** How a check of one prediction went: each prediction's steps, the log's growth, and the bytes it read. */
export function PredictionCheckResult({ check, retry }: { check: PredictionCheckState; retry: () => void }) {
  const t = useT(verifyArea);
  const locale = useLocale();
  if (check.state === "checking") return <Spinner label={t("one.checking")} className="py-6" />;
  if (check.state === "unsupported") return <CryptoUnsupported />;
  if (check.state === "failed") return <CheckUnreadable what="check" error={check.error} retry={retry} />;
  const { result } = check;
  const bytes = {
    wire: formatCount(result.bytes.wire, locale),
    plain: formatCount(result.bytes.plain, locale),
    requests: result.bytes.requests,
    total: formatCount(result.head.treeSize, locale),
  };
  return (
    <div className="grid gap-4">
      <Verdict result={result} />
      {result.predictions.map((checked) => (
        <CheckedPrediction key={checked.proof.entry.id} checked={checked} head={result.head} />
      ))}
      <Growth result={result} />
      <p className="text-sm text-muted-foreground" data-testid="check-bytes">
        {t(result.bytes.wire !== result.bytes.plain ? "one.bytesCompressed" : "one.bytes", bytes)}
      </p>
      <Button variant="outline" onClick={retry} className="justify-self-start">
        {t("one.again")}
      </Button>
    </div>
  );
}

/** The first thing that failed, in the words the whole-chain check uses. */
function failure(result: Result, t: VerifyText): string {
  if (result.predictions.length === 0) return t("failure.none");
  for (const { check, asked } of result.predictions) {
    if (!asked) return t("failure.other");
    if (!check.hashMatches) return t("failure.hash");
    if (check.forecastMatches === false) return t("failure.forecast");
    if (!check.included) return t("failure.included");
  }
  return t("failure.growth");
}

function Verdict({ result }: { result: Result }) {
  const t = useT(verifyArea);
  const locale = useLocale();
  const n = result.predictions.length;
  return (
    <VerdictBanner ok={result.ok} testId="prediction-verdict">
      {result.ok ? t("verified", { count: n, size: formatCount(result.head.treeSize, locale) }) : failure(result, t)}
    </VerdictBanner>
  );
}

function Growth({ result }: { result: Result }) {
  const t = useT(verifyArea);
  const locale = useLocale();
  const { growth, head } = result;
  if (!growth) {
    if (!result.ok) return null;
    return <p className="text-sm text-muted-foreground">{t("growth.remembered")}</p>;
  }
  const from = formatCount(growth.from.treeSize, locale);
  return (
    <p className={growth.ok ? "text-sm" : "text-sm font-semibold text-destructive"} data-testid="tree-growth">
      {growth.ok
        ? growth.from.treeSize === head.treeSize
          ? t("growth.same", { from })
          : t("growth.grew", { from, to: formatCount(head.treeSize, locale) })
        : t("growth.rewritten", { from, root: growth.from.rootHash })}
    </p>
  );
}
