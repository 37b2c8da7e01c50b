import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { disclaimerArea } from "./messages/disclaimer";

export default function DisclaimerPage() {
  const t = useT(disclaimerArea);
  const product = { product: PRODUCT_NAME };
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <section className="rounded-xl border border-border bg-card p-5">
        <h2>{t("short.title")}</h2>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          <li>{t("short.value")}</li>
          <li>{t("short.buy")}</li>
          <li>{t("short.cashOut")}</li>
          <li>{t("short.prizes")}</li>
          <li>{t("short.gambling", { ...product, age: MINIMUM_AGE })}</li>
        </ul>
      </section>

      <h2>{t("play.title")}</h2>
      <p>{t("play.body", product)}</p>

      <h2>{t("entertainment.title")}</h2>
      <p>{t("entertainment.body")}</p>

      <h2>{t("responsible.title")}</h2>
      <p>{t("responsible.body", product)}</p>

      <p>{rich(t("questions"), [(text) => <Link href="/contact">{text}</Link>])}</p>
    </StaticPage>
  );
}
