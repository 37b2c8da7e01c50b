import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { privacyArea } from "./messages/privacy";

const STORED = ["email", "username", "password", "session", "ledger", "analytics"] as const;

export default function PrivacyPage() {
  const t = useT(privacyArea);
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <p>{t("intro", { product: PRODUCT_NAME })}</p>

      <h2>{t("stored.title")}</h2>
      <dl className="space-y-4">
        {STORED.map((item) => (
          <div key={item} className="rounded-lg border border-border bg-card p-4">
            <dt className="font-semibold">{t(`stored.${item}`)}</dt>
            <dd className="mt-1 text-muted-foreground">{t(`stored.${item}.why`)}</dd>
          </div>
        ))}
      </dl>
      <p>{t("stored.provider")}</p>

      <h2>{t("see.title")}</h2>
      <p>{t("see.body")}</p>

      <h2>{t("not.title")}</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t("not.sell")}</li>
        <li>{t("not.ads")}</li>
        <li>{t("not.payment")}</li>
      </ul>

      <h2>{t("cookies.title")}</h2>
      <p>{t("cookies.body")}</p>

      <h2>{t("security.title")}</h2>
      <p>{t("security.body")}</p>

      <h2>{t("delete.title")}</h2>
      <p>{rich(t("delete.body"), [(text) => <Link href="/contact">{text}</Link>])}</p>

      <h2>{t("children.title")}</h2>
      <p>{t("children.body", { product: PRODUCT_NAME, age: MINIMUM_AGE })}</p>

      <h2>{t("changes.title")}</h2>
      <p>{t("changes.body")}</p>
    </StaticPage>
  );
}
