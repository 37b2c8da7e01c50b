import { Check, Save } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState, type FormEvent } from "react";
import type { SeasonQuestion } from "@shared/api/season";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { useAnswerQuestion } from "../api/answer-question";
import { filterChoices } from "../lib/season-view";
import { seasonArea } from "../messages";

/** A list this long gets a search field: a competition's clubs, and every player of the top scorer's list. */
const SEARCH_FROM = 8;

type Note = { tone: "saved" | "failed" | "plain"; text: string } | null;

/**
 * The player's answer while the question is open: the choices as radio buttons in a box of their own (arrow keys move
 * through them, Tab leaves), narrowed by a search field that finds a player by their name or club, accents or not,
 * so a list of a hundred names stays usable on a phone; Save sends the one chosen.
 */
export function AnswerPicker({ question, kind, within }: { question: SeasonQuestion; kind: string; within: string }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const legendId = useId();
  const saved = question.mine?.answer ?? null;
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<string | null>(saved);
  const [note, setNote] = useState<Note>(null);
  const answer = useAnswerQuestion();
  // Typing stays quick with a long list: the list follows a moment behind the field.
  const query = useDeferredValue(search);
  const shown = useMemo(() => filterChoices(question.choices, query), [question.choices, query]);
  const players = question.choices.some((c) => c.club !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    if (chosen === null || chosen === saved) {
      setNote({ tone: "plain", text: t(chosen === null ? "picker.choose" : "picker.same") });
      return;
    }
    setNote(null);
    answer.mutate(
      { questionId: question.id, answer: chosen },
      {
        onSuccess: (mine) => setNote({ tone: "saved", text: t("picker.saved", { answer: mine.answer }) }),
        onError: (error) => setNote({ tone: "failed", text: t("picker.failed", { reason: errorMessage(error, t("somethingWrong")) }) }),
      },
    );
  };

  const status = note ?? (chosen !== null && chosen !== saved ? { tone: "plain" as const, text: t("picker.unsaved", { answer: chosen }) } : null);
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-3" aria-labelledby={`${legendId} ${within}`} data-testid="answer-picker">
      <p className="text-sm" data-testid="my-answer">
        {saved === null ? t("mine.none") : rich(t("mine.answer", { answer: saved }), [(text) => <strong className="font-semibold">{text}</strong>])}
      </p>
      {question.choices.length >= SEARCH_FROM && (
        <TextField
          type="search"
          label={t(players ? "picker.searchPlayer" : "picker.searchClub")}
          hint={t("picker.count", { shown: formatCount(shown.length, locale), total: formatCount(question.choices.length, locale) })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          // Enter in the search field would send the form: it only narrows the list.
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        />
      )}
      <fieldset className="min-w-0">
        <legend id={legendId} className="sr-only">
          {t("picker.legend", { question: kind })}
        </legend>
        <div className="max-h-72 overflow-y-auto overscroll-contain rounded-xl border border-border" data-testid="answer-choices">
          {shown.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{t("picker.noMatch", { query: search.trim() })}</p>
          ) : (
            <ul className="divide-y divide-border">
              {shown.map((choice) => (
                <li key={choice.value}>
                  <label
                    className={cn(
                      "flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted",
                      chosen === choice.value && "bg-primary/10",
                    )}
                  >
                    <input
                      type="radio"
                      name={`season-answer-${question.id}`}
                      value={choice.value}
                      checked={chosen === choice.value}
                      onChange={() => {
                        setChosen(choice.value);
                        setNote(null);
                      }}
                      className="size-5 shrink-0 accent-primary"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">{choice.value}</span>
                      {choice.club && <span className="block text-xs text-muted-foreground">{choice.club}</span>}
                    </span>
                    {saved === choice.value && <Check className="size-4 shrink-0 text-primary" aria-hidden />}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {/* Not disabled while saving: that would take the focus away from the player who pressed it. */}
        <Button type="submit" aria-disabled={answer.isPending}>
          <Save className="size-4" aria-hidden />
          {answer.isPending ? t("picker.saving") : t("picker.save")}
        </Button>
        <p
          role="status"
          aria-live="polite"
          className={cn(
            "min-w-0 flex-1 text-sm",
            status?.tone === "failed" ? "text-destructive" : status?.tone === "saved" ? "text-success" : "text-muted-foreground",
          )}
          data-testid="answer-status"
        >
          {status?.text ?? t("picker.hint")}
        </p>
      </div>
    </form>
  );
}
