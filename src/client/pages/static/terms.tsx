import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { termsArea } from "./messages/terms";

export default function TermsPage() {
  const t = useT(termsArea);
  const link = (href: string) => (text: string) => <Link href={href}>{text}</Link>;
  return (
    <StaticPage title={t("title")} lead={t("lead", { product: PRODUCT_NAME })}>
      <h2>{t("who.title")}</h2>
      <p>{t("who.body", { age: MINIMUM_AGE })}</p>

      <h2>{t("money.title")}</h2>
      <p>{rich(t("money.body"), [link("/disclaimer")])}</p>

      <h2>{t("account.title")}</h2>
      <p>{t("account.body")}</p>

      <h2>{t("fair.title")}</h2>
      <p>{rich(t("fair.body"), [link("/contact")])}</p>

      <h2>{t("automation.title")}</h2>
      <p>{t("automation.body")}</p>

      <h2>{t("abuse.title")}</h2>
      <p>{t("abuse.body")}</p>

      <h2>{t("content.title")}</h2>
      <p>{t("content.body")}</p>

      <h2>{t("changes.title")}</h2>
      <p>{t("changes.body")}</p>

      <h2>{t("data.title")}</h2>
      <p>{rich(t("data.body"), [link("/privacy")])}</p>
    </StaticPage>
  );
}
