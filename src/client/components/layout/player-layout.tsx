import type { ReactNode } from "react";
import { useAuth } from "@client/lib/signed-in-user";
import { Spinner } from "../ui/spinner";
import { Footer } from "./footer";
import { Header } from "./header";
import { MainContent } from "./main-content";

/** Signed-in screens: header, content, footer. */
export function PlayerLayout({ children, loadingLabel = "Loading..." }: { children: ReactNode; loadingLabel?: string }) {
  const { user } = useAuth();
  if (!user) return <Spinner label={loadingLabel} className="min-h-screen" />;
  return (
    <div className="flex min-h-screen flex-col">
      <Header user={user} />
      {/* At least a screen tall, so the footer starts below the fold and content arriving after
          its data loads does not push a visible footer down (layout shift). */}
      <MainContent className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-3 py-4 sm:px-6 sm:py-6">{children}</MainContent>
      <Footer />
    </div>
  );
}
