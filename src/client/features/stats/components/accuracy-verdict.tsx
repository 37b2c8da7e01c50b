import { Scale, Trophy } from "lucide-react";
import type { AiStats } from "@shared/api/matches";
import { accuracyVerdict } from "@shared/accuracy-gap";
import { OracleName } from "../../../components/oracle-name";

/** One line on who predicts better: neck-and-neck below a 5-point accuracy gap, else the leader (docs/rules.md#oracle-stats). */
export function AccuracyVerdict({ stats }: { stats: AiStats[] }) {
  const verdict = accuracyVerdict(stats);
  const gap = verdict.gap.toFixed(1);
  return (
    <p
      className="flex items-center justify-center gap-2 rounded-2xl border border-border bg-muted px-4 py-3 text-center text-sm sm:text-base"
      data-testid="accuracy-verdict"
    >
      {verdict.kind === "leader" && verdict.leader ? (
        <>
          <Trophy className="size-5 shrink-0 text-accent" aria-hidden />
          <span>
            <OracleName ai={verdict.leader} /> sees clearer, leading by {gap} points of accuracy.
          </span>
        </>
      ) : (
        <>
          <Scale className="size-5 shrink-0 text-primary" aria-hidden />
          <span>
            <OracleName ai="ChatGPT" /> and <OracleName ai="Grok" /> are neck-and-neck: {gap} points of accuracy apart.
          </span>
        </>
      )}
    </p>
  );
}
