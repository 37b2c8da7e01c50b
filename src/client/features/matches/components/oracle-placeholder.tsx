import type { ListedPrediction } from "@shared/api/matches";
import { AI_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";

/**
 * Both oracles with their prophecy hidden: the predictions are revealed on the match page. Once the
 * match is live, `calls` adds a line with both called scores under it, so the card shows what each
 * oracle needs from the rest of the match.
 */
export function OraclePlaceholder({ calls }: { calls?: readonly Pick<ListedPrediction, "aiName" | "predictedScore">[] }) {
  const called = AI_NAMES.flatMap((ai) => {
    const call = calls?.find((p) => p.aiName === ai);
    return call ? [{ ai, score: call.predictedScore }] : [];
  });
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2 text-center text-sm" data-testid="oracle-placeholder">
        {AI_NAMES.map((ai) => (
          <div key={ai} className="flex items-center justify-center gap-2 rounded-xl bg-muted/60 p-1.5 sm:block sm:p-2">
            <OracleName ai={ai} className="block" />
            <span className="font-display text-xl font-bold text-muted-foreground sm:text-2xl">?</span>
          </div>
        ))}
      </div>
      {called.length > 0 && (
        <p className="text-center text-sm" data-testid="oracle-calls">
          {called.map(({ ai, score }, i) => (
            <span key={ai}>
              {i > 0 && <span className="text-muted-foreground"> · </span>}
              <OracleName ai={ai} /> <span className="font-bold tabular-nums">{score}</span>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
