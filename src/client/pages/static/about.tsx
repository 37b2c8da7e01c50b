import { Link } from "wouter";
import { AI_DISPLAY_NAMES, MINIMUM_AGE, PAYOUT_MULTIPLIER, PRODUCT_NAME, STARTING_CREDITS } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";
import { formatCredits } from "../../lib/format";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { rich } from "../../lib/i18n/rich";
import { aboutArea } from "./messages/about";

export default function AboutPage() {
  const t = useT(aboutArea);
  const locale = useLocale();
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <p>
        {rich(t("intro", { product: PRODUCT_NAME, divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok }), [
          (name) => <strong className="text-chatgpt">{name}</strong>,
          (name) => <strong className="text-grok">{name}</strong>,
        ])}
      </p>

      <h2>{t("why.title")}</h2>
      <p>{t("why.body")}</p>
      <p>{rich(t("why.sealed"), [(text) => <Link href="/ai-transparency">{text}</Link>])}</p>

      <h2>{t("game.title")}</h2>
      <p>
        {rich(t("game.body", { credits: formatCredits(STARTING_CREDITS, locale), multiplier: PAYOUT_MULTIPLIER.toLocaleString(locale) }), [
          (text) => <Link href="/how-it-works">{text}</Link>,
        ])}
      </p>

      <h2>{t("money.title")}</h2>
      <p>{rich(t("money.body", { age: MINIMUM_AGE, product: PRODUCT_NAME }), [(text) => <Link href="/disclaimer">{text}</Link>])}</p>

      <h2>{t("touch.title")}</h2>
      <p>{rich(t("touch.body"), [(text) => <Link href="/contact">{text}</Link>])}</p>
    </StaticPage>
  );
}
