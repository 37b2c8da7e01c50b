import { MessageSquareQuote } from "lucide-react";
import type { CommentaryMessage } from "@shared/api/live";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/** Shown until the first real line arrives (docs/rules.md#live): each message and the oracle that speaks it. */
export const PLACEHOLDER_LINES = [
  ["commentary.placeholder1", AI_DISPLAY_NAMES.ChatGPT],
  ["commentary.placeholder2", AI_DISPLAY_NAMES.Grok],
  ["commentary.placeholder3", AI_DISPLAY_NAMES.ChatGPT],
  ["commentary.placeholder4", AI_DISPLAY_NAMES.Grok],
] as const;

/** Live commentary, newest first (at most 10 lines are kept). */
export function CommentaryFeed({ messages }: { messages: CommentaryMessage[] }) {
  const t = useT(matchDetailArea);
  return (
    <section aria-labelledby="live-commentary-title" className="rounded-2xl border border-border bg-card p-5">
      <h2 id="live-commentary-title" className="flex items-center gap-2 font-display text-lg font-bold">
        <MessageSquareQuote className="size-5 text-accent" aria-hidden />
        {t("commentary.title")}
      </h2>
      <ol className="mt-4 grid gap-3" aria-live="polite" data-testid="commentary-feed">
        {messages.length === 0
          ? PLACEHOLDER_LINES.map(([id, oracle]) => (
              <li key={id} className="rounded-lg bg-muted px-4 py-3 italic" data-testid="commentary-line">
                {t(id, { oracle })}
              </li>
            ))
          : messages.map((m) => (
              <li key={`${m.createdAt}|${m.minute}|${m.message}`} className="flex gap-3 rounded-lg bg-muted px-4 py-3" data-testid="commentary-line">
                <span className="w-10 shrink-0 font-mono font-bold text-accent">{m.minute}'</span>
                <span>{m.message}</span>
              </li>
            ))}
      </ol>
    </section>
  );
}
