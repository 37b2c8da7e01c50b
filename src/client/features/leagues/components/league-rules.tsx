import { Scale } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { League, LeagueRules as Rules } from "@shared/api/leagues";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useSetLeagueRules } from "../api/league-actions";
import { leaguesArea } from "../messages";
import { ruleLines } from "../lib/rule-lines";

/**
 * A league's rules (docs/rules.md#league-rules): what counts now and from when a change applies, for every member;
 * the owner's switches below, a change taking effect next Monday, and the rules each past week was counted under.
 */
export function LeagueRulesPanel({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const { rules, next, history, competitionList } = league.rules;
  const when = (iso: string) => formatDate(iso, new Date(), "UTC", locale);
  const names = new Map(competitionList.map((c) => [c.id, c.name]));
  const describe = (r: Rules) =>
    ruleLines(r, t, (ids) => t("rules.someCompetitions", { names: ids.map((id) => names.get(id) ?? String(id)).join(", ") }));
  return (
    <section aria-labelledby="league-rules-title" className="grid gap-3 rounded-2xl border border-border bg-card p-4" data-testid="league-rules">
      <h2 id="league-rules-title" className="flex items-center gap-2 font-display text-lg font-bold">
        <Scale className="size-5 text-accent" aria-hidden />
        {t("rules.title")}
      </h2>
      <ul className="grid gap-1 text-sm" data-testid="rules-now">
        {describe(rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {next && (
        <p className="rounded-xl bg-accent/10 px-3 py-2 text-sm" data-testid="rules-next">
          {t("rules.next", { date: when(next.fromWeek), rules: describe(next).join(" · ") })}
        </p>
      )}
      {league.isOwner && <RulesForm league={league} />}
      {history.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">{t("rules.history")}</summary>
          <ul className="mt-2 grid gap-1" data-testid="rules-history">
            {history.map((row) => (
              <li key={row.fromWeek}>{t("rules.historyLine", { date: when(row.fromWeek), rules: describe(row).join(" · ") })}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The owner's two switches: each rule and its label. */
const SWITCHES = [
  ["jokers", "rules.jokersLabel"],
  ["oraclePicks", "rules.oracleLabel"],
] as const;

function RulesForm({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const wanted = league.rules.next ?? league.rules.rules;
  const { competitionList } = league.rules;
  const [draft, setDraft] = useState<Rules>({ jokers: wanted.jokers, oraclePicks: wanted.oraclePicks, competitions: wanted.competitions });
  const save = useSetLeagueRules(league.id);
  const unchanged =
    JSON.stringify(draft) === JSON.stringify({ jokers: wanted.jokers, oraclePicks: wanted.oraclePicks, competitions: wanted.competitions });
  const chosen = new Set(draft.competitions ?? []);
  const toggleCompetition = (id: number, on: boolean) => {
    const ids = competitionList.map((c) => c.id).filter((c) => (c === id ? on : chosen.has(c)));
    setDraft({ ...draft, competitions: ids });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (view) => toast({ title: t(view.next ? "rules.saved" : "rules.savedNow") }),
      onError: (err) => toast({ title: t("rules.failed"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t("rules.formLabel")} className="grid gap-2 border-t border-border pt-3">
      {SWITCHES.map(([rule, label]) => (
        <label key={rule} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={draft[rule]}
            onChange={(e) => setDraft({ ...draft, [rule]: e.target.checked })}
            className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
          />
          {t(label)}
        </label>
      ))}
      <fieldset className="grid gap-1 text-sm">
        <legend className="sr-only">{t("rules.competitionsLegend")}</legend>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={draft.competitions === null}
            onChange={(e) => setDraft({ ...draft, competitions: e.target.checked ? null : competitionList.map((c) => c.id) })}
            className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
          />
          {t("rules.allCompetitionsLabel")}
        </label>
        {draft.competitions !== null && (
          <div className="grid gap-1 pl-8 sm:grid-cols-2" data-testid="rules-competitions">
            {competitionList.map((c) => (
              <label key={c.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={chosen.has(c.id)}
                  onChange={(e) => toggleCompetition(c.id, e.target.checked)}
                  className="size-5 shrink-0 accent-[var(--primary)]"
                />
                {c.name}
              </label>
            ))}
          </div>
        )}
        {draft.competitions?.length === 0 && <p className="text-destructive">{t("rules.chooseOne")}</p>}
      </fieldset>
      <p className="text-xs text-muted-foreground">{t("rules.fromNextWeek")}</p>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={unchanged || save.isPending || draft.competitions?.length === 0}
      >
        {save.isPending ? t("saving") : t("rules.save")}
      </Button>
    </form>
  );
}
