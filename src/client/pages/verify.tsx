import { useSearch } from "wouter";
import { GENESIS_HASH } from "@shared/prediction-hash";
import { StaticPage } from "../components/layout/static-page";
import { PredictionCheck } from "../features/verify/components/prediction-check";
import { PredictionLogVerifier } from "../features/verify/components/prediction-log-verifier";
import { useT } from "../lib/i18n/area";
import { rich } from "../lib/i18n/rich";
import { verifyPageArea } from "./messages/verify";

/**
 * /verify: anyone can check the prediction log in their own browser (docs/rules.md#page-verify): one prediction by
 * its Merkle proof (/verify?match=123 or ?hash=…), or the whole hash chain. The whole chain is
 * checked at once unless the address names a prediction, whose check reads a few kilobytes.
 */
export default function VerifyPage() {
  const search = useSearch();
  const t = useT(verifyPageArea);
  const asksOne = /(^|&|\?)(match|hash)=/.test(search);
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <PredictionCheck search={search} />
      <section aria-labelledby="whole-chain-title" className="grid gap-4">
        <h2 id="whole-chain-title">{t("wholeChain")}</h2>
        <PredictionLogVerifier autoStart={!asksOne} />
      </section>
      <section>
        <h2>{t("how")}</h2>
        <p>{t("how.p1")}</p>
        <p>{rich(t("how.p2", { genesis: GENESIS_HASH }), [(text) => <code className="break-all font-mono text-sm">{text}</code>])}</p>
        <h3>{t("one")}</h3>
        <p>{t("one.p")}</p>
      </section>
    </StaticPage>
  );
}
