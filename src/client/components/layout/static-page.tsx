import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { staticPageArea } from "../../pages/static/messages/static-page";
import { useT } from "../../lib/i18n/area";
import { buttonVariants } from "../ui/button";
import { Footer } from "./footer";
import { Logo } from "./logo";
import { MainContent } from "./main-content";

export interface StaticPageProps {
  title: string;
  /** One line under the title. */
  lead?: string;
  children: ReactNode;
}

/** Layout of every static page: a header with 'Back to Home', the content, the footer. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  const t = useT(staticPageArea);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <Link href="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <ArrowLeft className="size-4" aria-hidden />
            {t("backHome")}
          </Link>
        </div>
      </header>
      <MainContent className="mx-auto w-full max-w-4xl flex-1 px-4 py-10">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-lg text-muted-foreground">{lead}</p>}
        <div className="mt-8 space-y-6 leading-relaxed [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline">
          {children}
        </div>
      </MainContent>
      <Footer />
    </div>
  );
}
