import { AI_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";

/** Both oracles with their prophecy hidden: the predictions are revealed on the match page. */
export function OraclePlaceholder() {
  return (
    <div className="grid grid-cols-2 gap-2 text-center text-sm" data-testid="oracle-placeholder">
      {AI_NAMES.map((ai) => (
        <div key={ai} className="rounded-xl bg-muted/60 p-2">
          <OracleName ai={ai} className="block" />
          <span className="font-display text-2xl font-bold text-muted-foreground">?</span>
        </div>
      ))}
    </div>
  );
}
