import { ArrowRight, Target } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useOpenPicks } from "../api/get-open-picks";
import { picksArea } from "../messages";

/**
 * Points a player whose open matches still lack their pick to the picks page: a league ranks its
 * members by those picks, and a player who has just joined has none. Says nothing once every open
 * match is picked, or while nothing is open. `context` is the page's own sentence, in the page's language.
 */
export function PicksPointer({ context }: { context: string }) {
  const t = useT(picksArea);
  const locale = useLocale();
  const { data } = useOpenPicks();
  if (!data || data.matches.length === 0) return null;
  const missing = data.matches.filter((m) => !m.pick).length;
  if (missing === 0) return null;
  const none = missing === data.matches.length;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-primary/40 bg-primary/10 p-4 text-sm"
      data-testid="picks-pointer"
    >
      <Target className="size-5 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        {none
          ? t("pointer.none", { context, count: data.matches.length, shown: formatCount(data.matches.length, locale) })
          : t("pointer.missing", { count: missing, shown: formatCount(missing, locale) })}
      </span>
      <Link href="/picks" className={buttonVariants({ size: "sm" })}>
        {t("makePicks")}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </p>
  );
}
