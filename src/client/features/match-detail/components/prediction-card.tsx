import { Check, Flame, ShieldCheck, Target } from "lucide-react";
import { Link } from "wouter";
import type { ReactNode } from "react";
import type { Prediction } from "@shared/api/matches";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { OracleReasoning } from "./oracle-reasoning";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

export interface PredictionCardProps {
  prediction: Prediction;
  selected: boolean;
  /** After a bet (or while betting is closed) neither oracle can be chosen. */
  disabled: boolean;
  /** Why the button is disabled, said under it and as its description ("You backed El Divino"). */
  disabledReason?: string;
  onSelect: () => void;
}

export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

/**
 * One oracle's prophecy for an upcoming match, with the button that backs it (docs/rules.md#page-match). It opens with
 * the oracle's own words, its bold call and then its reasoning; the model and the confidence follow
 * in a small details line, so the persona speaks first and the figures stay a glance away
 * (docs/decisions.md). Side by side, the two cards share their rows (a subgrid), so both predicted
 * scores and both buttons line up whatever either oracle says. On a phone the two stand side by side too, each led by
 * its name, its score and its Back button, with the words and details under them, so both ways to bet are on the
 * first screen (docs/decisions.md#phone-prophecies).
 */
export function PredictionCard({ prediction: p, selected, disabled, disabledReason, onSelect }: PredictionCardProps) {
  const t = useT(matchDetailArea);
  const name = AI_DISPLAY_NAMES[p.aiName];
  const headingId = `prediction-${p.id}`;
  const reason = disabled && !selected ? disabledReason : undefined;
  const reasonId = `${headingId}-why-not`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`prediction-${p.aiName}`}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm max-sm:row-span-6 max-sm:grid max-sm:grid-rows-subgrid max-sm:gap-3 max-sm:p-3 md:row-span-5 md:grid md:grid-rows-subgrid",
        selected ? "border-primary ring-2 ring-primary" : "border-border",
      )}
    >
      <h2 id={headingId} className="font-display text-2xl max-sm:text-xl">
        <OracleName ai={p.aiName} />
      </h2>

      <blockquote
        className={cn(
          "grid min-w-0 content-start gap-3 border-l-4 pl-4 max-sm:order-4 max-sm:pl-2",
          p.aiName === "ChatGPT" ? "border-chatgpt" : "border-grok",
        )}
        data-testid="oracle-words"
      >
        {p.boldPrediction && (
          <IconLine
            icon={Flame}
            label={t("card.boldPrediction")}
            hideLabel
            className="font-display text-lg font-semibold leading-snug max-sm:text-base"
          >
            {p.boldPrediction}
          </IconLine>
        )}
        <OracleReasoning text={p.reasoning} />
      </blockquote>

      <div className="grid content-start gap-3 max-sm:contents">
        <div className="text-center max-sm:order-2">
          <p className="text-xs uppercase tracking-wide text-muted-foreground">{t("card.predictedScore")}</p>
          <p className="font-display text-6xl font-bold max-sm:text-5xl" data-testid="predicted-score">
            {p.predictedScore}
          </p>
        </div>
        {p.goalScorers && (
          <IconLine icon={Target} label={t("card.goalScorers")} className="min-w-0 text-sm max-sm:order-5">
            {p.goalScorers}
          </IconLine>
        )}
      </div>

      <div className="min-w-0 break-words text-xs text-muted-foreground max-sm:order-6">
        <p className="flex flex-wrap items-center gap-x-2" data-testid="prediction-details">
          <span className="font-mono" title={t("card.model")}>
            {p.model}
          </span>
          <span aria-hidden>·</span>
          <span>
            {rich(t("card.confidence", { confidence: p.confidence }), [
              (text) => <span className="font-semibold tabular-nums text-foreground">{text}</span>,
            ])}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2">
          <ShieldCheck className="size-4" aria-hidden />
          <span>SHA-256</span>
          <code className="font-mono text-foreground" title={p.hash} data-testid="prediction-hash">
            {shortHash(p.hash)}
          </code>
          <Link href="/verify" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
            {t("card.verify")}
          </Link>
        </p>
      </div>

      {/* One row of the subgrid: the button and, when it cannot be pressed, why. On a phone it follows the score. */}
      <div className="grid content-start gap-2 max-sm:order-3">
        <Button
          onClick={onSelect}
          disabled={disabled}
          variant={selected ? "primary" : "outline"}
          aria-pressed={selected}
          aria-describedby={reason ? reasonId : undefined}
          data-back-oracle={p.aiName}
        >
          {selected ? (
            <>
              <Check className="size-4" aria-hidden />
              {t("card.selected")}
            </>
          ) : (
            t("card.back", { oracle: name })
          )}
        </Button>
        {reason && (
          <p id={reasonId} className="text-center text-sm text-muted-foreground" data-testid="back-disabled-reason">
            {reason}
          </p>
        )}
      </div>
    </article>
  );
}

/** A line led by an icon and its label (read only by screen readers when the icon says it already). */
function IconLine(props: { icon: typeof Flame; label: string; hideLabel?: boolean; className: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <p className={cn("flex gap-2", props.className)}>
      <Icon className="mt-[0.2em] size-4 shrink-0 text-accent" aria-hidden />
      {/* Free to shrink, and a word longer than the column ("Wahrscheinlichkeit" beside the other oracle on a phone)
          breaks, hyphenated where the browser knows the language, instead of running out of the card. */}
      <span className="min-w-0 wrap-anywhere hyphens-auto">
        <span className={props.hideLabel ? "sr-only" : "font-semibold"}>{props.label}: </span>
        {props.children}
      </span>
    </p>
  );
}
