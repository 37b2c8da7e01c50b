import { Link } from "wouter";
import { buttonVariants } from "../components/ui/button";
import { MainContent } from "../components/layout/main-content";
import { useT } from "../lib/i18n/area";
import { notFoundArea } from "./messages/not-found";

export default function NotFoundPage() {
  const t = useT(notFoundArea);
  return (
    <MainContent className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="font-display text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("body")}</p>
      <Link href="/" className={buttonVariants()}>
        {t("home")}
      </Link>
    </MainContent>
  );
}
