import { AI_DISPLAY_NAMES, type AiName } from "@shared/constants";
import { cn } from "../lib/cn";

/** The oracle's display name in its colour: El Divino (ChatGPT) or O Eterno (Grok). */
export function OracleName({ ai, className }: { ai: AiName; className?: string }) {
  return <span className={cn("font-semibold", ai === "ChatGPT" ? "text-chatgpt" : "text-grok", className)}>{AI_DISPLAY_NAMES[ai]}</span>;
}
