import { Clock, Mail, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { StaticPage } from "../../components/layout/static-page";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { contactArea } from "./messages/contact";

const SUPPORT_EMAIL = "support@prophecyleague.example";
const PRESS_EMAIL = "press@prophecyleague.example";

export default function ContactPage() {
  const t = useT(contactArea);
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <p>{t("intro")}</p>

      <section className="rounded-xl border border-border bg-card p-5">
        <h2 className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden />
          {t("support.title")}
        </h2>
        <p className="mt-2">{rich(t("support.body", { email: SUPPORT_EMAIL }), [(text) => <a href={`mailto:${SUPPORT_EMAIL}`}>{text}</a>])}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t("support.tip")}</p>
      </section>

      <section className="rounded-xl border border-border bg-card p-5">
        <h2 className="flex items-center gap-2">
          <Newspaper className="size-5 text-primary" aria-hidden />
          {t("press.title")}
        </h2>
        <p className="mt-2">{rich(t("press.body", { email: PRESS_EMAIL }), [(text) => <a href={`mailto:${PRESS_EMAIL}`}>{text}</a>])}</p>
      </section>

      <section className="rounded-xl border border-border bg-card p-5">
        <h2 className="flex items-center gap-2">
          <Clock className="size-5 text-primary" aria-hidden />
          {t("times.title")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>{t("times.account")}</li>
          <li>{t("times.deletion")}</li>
          <li>{t("times.press")}</li>
        </ul>
        <p className="mt-2 text-sm text-muted-foreground">{t("times.sync")}</p>
      </section>

      <h2>{t("before.title")}</h2>
      <p>{rich(t("before.body"), [(text) => <Link href="/faq">{text}</Link>, (text) => <Link href="/how-it-works">{text}</Link>])}</p>
    </StaticPage>
  );
}
