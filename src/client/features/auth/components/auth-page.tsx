import type { ReactNode } from "react";
import { Footer } from "../../../components/layout/footer";
import { Logo } from "../../../components/layout/logo";
import { MainContent } from "../../../components/layout/main-content";

/** The card that holds an account form on these pages. */
export const authCardClass = "mt-6 rounded-2xl border border-border bg-card p-5";

/** Layout of the account pages (sign in, forgotten password, new password): the logo, a narrow column, the footer. */
export function AuthPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto w-full max-w-6xl px-4 py-3">
        <Logo />
      </header>
      <MainContent className="mx-auto w-full max-w-md flex-1 px-4 py-10">
        <h1 className="text-center font-display text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-center text-muted-foreground">{lead}</p>
        {children}
      </MainContent>
      <Footer />
    </div>
  );
}
