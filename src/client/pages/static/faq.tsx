import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { Link } from "wouter";
import { StaticPage } from "../../components/layout/static-page";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { rich } from "../../lib/i18n/rich";
import { faqItems } from "./faq-items";
import { faqArea } from "./messages/faq";

export default function FaqPage() {
  const t = useT(faqArea);
  const locale = useLocale();
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      {/* type="single": one answer open at a time (docs/rules.md#page-static). */}
      <Accordion.Root type="single" collapsible className="divide-y divide-border rounded-xl border border-border bg-card">
        {faqItems(t, locale).map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`} data-testid="faq-item">
            <Accordion.Header asChild>
              <h2 className="font-sans! text-base!">
                <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold hover:bg-muted">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-muted-foreground">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p>{rich(t("more"), [(text) => <Link href="/how-it-works">{text}</Link>, (text) => <Link href="/contact">{text}</Link>])}</p>
    </StaticPage>
  );
}
