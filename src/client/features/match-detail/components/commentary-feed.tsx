import { MessageSquareQuote } from "lucide-react";
import type { CommentaryMessage } from "@shared/api/live";
import { AI_DISPLAY_NAMES } from "@shared/constants";

/** Shown until the first real line arrives (docs/rules.md#live). */
export const PLACEHOLDER_LINES = [
  `${AI_DISPLAY_NAMES.ChatGPT}: The threads of fate are being woven on this pitch. Watch closely.`,
  `${AI_DISPLAY_NAMES.Grok}: I have seen this match a thousand times before it began. Patience.`,
  `${AI_DISPLAY_NAMES.ChatGPT}: Every pass is a sentence in the prophecy. The next goal is already written.`,
  `${AI_DISPLAY_NAMES.Grok}: The stars over this stadium are restless. Something is coming.`,
] as const;

/** Live commentary, newest first (at most 10 lines are kept). */
export function CommentaryFeed({ messages }: { messages: CommentaryMessage[] }) {
  return (
    <section aria-labelledby="live-commentary-title" className="rounded-2xl border border-border bg-card p-5">
      <h2 id="live-commentary-title" className="flex items-center gap-2 font-display text-lg font-bold">
        <MessageSquareQuote className="size-5 text-accent" aria-hidden />
        Live Commentary
      </h2>
      <ol className="mt-4 grid gap-3" aria-live="polite" data-testid="commentary-feed">
        {messages.length === 0
          ? PLACEHOLDER_LINES.map((line) => (
              <li key={line} className="rounded-lg bg-muted px-4 py-3 italic" data-testid="commentary-line">
                {line}
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
