import { Sparkles } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useT } from "../../lib/i18n/area";
import { historyFacts, type HistoryFact } from "./football-history-content";
import { footballHistoryArea } from "./messages/football-history";
import { useGenerateFacts } from "./use-generate-facts";

function FactCard({ fact, generated = false }: { fact: HistoryFact; generated?: boolean }) {
  return (
    <li className="rounded-xl border border-border bg-card p-4" data-testid={generated ? "generated-fact" : "history-fact"}>
      <h3 className="flex items-center gap-2">
        {generated && <Sparkles className="size-4 shrink-0 text-accent" aria-hidden />}
        {fact.title}
      </h3>
      <p className="mt-1 text-muted-foreground">{fact.description}</p>
    </li>
  );
}

/** The 'Facts You Never Knew' list, plus facts generated on request (kept in memory only). */
export function HistoryFacts() {
  const t = useT(footballHistoryArea);
  const { facts, generate, isPending } = useGenerateFacts();
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {historyFacts(t).map((fact) => (
          <FactCard key={fact.title} fact={fact} />
        ))}
        {facts.map((fact, index) => (
          // Generated titles may repeat across clicks, so the position keeps keys unique.
          <FactCard key={`${index}-${fact.title}`} fact={fact} generated />
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-2 text-center">
        <p className="text-sm text-muted-foreground">{t("more.hint")}</p>
        <Button onClick={generate} disabled={isPending} aria-busy={isPending} data-testid="generate-more">
          <Sparkles className="size-4" aria-hidden />
          {isPending ? t("more.generating") : t("more.generate")}
        </Button>
      </div>
    </>
  );
}
