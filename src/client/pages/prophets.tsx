import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { ProphetsTable } from "../features/picks/components/prophets-table";
import { useT } from "../lib/i18n/area";
import { prophetsPageArea } from "./messages/prophets";

/** /prophets: every player ranked by the points of their own score picks. */
export default function ProphetsPage() {
  const t = useT(prophetsPageArea);
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
        <Link href="/picks" className={buttonVariants({ variant: "ghost", size: "sm", className: "justify-self-start" })}>
          <ArrowLeft className="size-4" aria-hidden />
          {t("back")}
        </Link>
        <div>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("intro")}</p>
        </div>
        <ProphetsTable />
      </div>
    </PlayerLayout>
  );
}
