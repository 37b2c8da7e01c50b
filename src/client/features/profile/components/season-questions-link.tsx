import { CalendarRange, ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { useT } from "@client/lib/i18n/area";
import { profileArea } from "../messages";

/** The way from the player's season of picks to their season questions (docs/rules.md#season-questions). */
export function SeasonQuestionsLink() {
  const t = useT(profileArea);
  return (
    <Link
      href="/season"
      className="flex min-h-11 items-center justify-between gap-3 rounded-2xl border border-border bg-card px-5 py-4 font-semibold hover:bg-muted"
      data-testid="season-questions-link"
    >
      <span className="flex min-w-0 items-center gap-2">
        <CalendarRange className="size-5 shrink-0 text-accent" aria-hidden />
        {t("seasonQuestions")}
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
