import { Pause, Play, Sparkles } from "lucide-react";
import { useMemo } from "react";
import type { Prediction } from "@shared/api/matches";
import { TIMINGS_MS, type AiName } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { Button } from "../../../components/ui/button";
import { useRotation } from "../../../hooks/use-rotation";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

export interface OracleLine {
  ai: AiName;
  text: string;
}

/** Each oracle's bold prediction and reasoning sentences, taking turns. */
export function oracleLines(predictions: Prediction[]): OracleLine[] {
  const perOracle = predictions.map((p) => {
    const sentences = p.reasoning
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    return [p.boldPrediction, ...sentences].filter((t): t is string => !!t).map((text) => ({ ai: p.aiName, text }));
  });
  const longest = Math.max(0, ...perOracle.map((l) => l.length));
  const lines: OracleLine[] = [];
  for (let i = 0; i < longest; i++) {
    for (const list of perOracle) {
      const line = list[i];
      if (line) lines.push(line);
    }
  }
  return lines;
}

/**
 * The oracles speak in turn, one line every 4 seconds (docs/rules.md#timings); the rotation can be paused, and
 * starts paused for visitors who prefer reduced motion.
 */
export function OracleCommentary({ predictions }: { predictions: Prediction[] }) {
  const t = useT(matchDetailArea);
  const lines = useMemo(() => oracleLines(predictions), [predictions]);
  const { index, paused, togglePaused } = useRotation(lines.length, TIMINGS_MS.commentaryRotation);
  const line = lines[index];
  if (!line) return null;
  return (
    <section aria-labelledby="oracle-commentary-title" className="rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id="oracle-commentary-title" className="flex items-center gap-2 font-display text-lg font-bold">
          <Sparkles className="size-5 text-accent" aria-hidden />
          {t("oracles.title")}
        </h2>
        <Button variant="ghost" size="icon" onClick={togglePaused} aria-label={paused ? t("oracles.resume") : t("oracles.pause")}>
          {paused ? <Play className="size-4" /> : <Pause className="size-4" />}
        </Button>
      </div>
      {/* Announced only while paused: a line read out every 4 seconds would drown everything else. */}
      <p className="mt-3 min-h-12 text-base italic" data-testid="oracle-commentary" aria-live={paused ? "polite" : "off"}>
        <OracleName ai={line.ai} className="not-italic" />: “{line.text}”
      </p>
    </section>
  );
}
