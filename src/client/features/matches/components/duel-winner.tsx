import { useT, useWords } from "@client/lib/i18n/area";
import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { matchesArea } from "../messages";
import type { ListedMatch } from "@shared/api/matches";
import { duelVerdict } from "@shared/duel-verdict";
import { OracleName } from "../../../components/oracle-name";
import { ScoreText } from "../../../components/score-text";

/** The duel's winner and, on equal points, the line that says why. */
export function DuelWinner({ match }: { match: ListedMatch }) {
  const t = useT(matchesArea);
  const words = useWords(sharedWordsArea);
  const verdict = duelVerdict(match, match.predictions, words);
  if (!verdict) return null;
  return (
    <div className="text-sm">
      <p data-testid="duel-winner">
        <span className="text-muted-foreground">{t("duel.winner")}</span>
        {verdict.winner === "tie" ? <span className="font-semibold">{t("duel.tie")}</span> : <OracleName ai={verdict.winner} />}
      </p>
      {verdict.reason && (
        <p className="mt-1 text-xs text-muted-foreground" data-testid="duel-winner-reason">
          <ScoreText text={verdict.reason} />
        </p>
      )}
    </div>
  );
}
