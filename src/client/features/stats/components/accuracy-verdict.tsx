import { Scale, Trophy } from "lucide-react";
import type { AiStats } from "@shared/api/matches";
import { accuracyVerdict } from "@shared/accuracy-gap";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { formatDecimal } from "../../../lib/format";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { statsArea } from "../messages";

/** One line on who predicts better: neck-and-neck below a 5-point accuracy gap, else the leader (docs/rules.md#oracle-stats). */
export function AccuracyVerdict({ stats }: { stats: AiStats[] }) {
  const t = useT(statsArea);
  const verdict = accuracyVerdict(stats);
  const locale = useLocale();
  const gap = formatDecimal(verdict.gap, 1, locale);
  const leader = verdict.leader;
  return (
    <p
      className="flex items-center justify-center gap-2 rounded-2xl border border-border bg-muted px-4 py-3 text-center text-sm sm:text-base"
      data-testid="accuracy-verdict"
    >
      {verdict.kind === "leader" && leader ? (
        <>
          <Trophy className="size-5 shrink-0 text-accent" aria-hidden />
          <span>{rich(t("verdict.leader", { leader: AI_DISPLAY_NAMES[leader], gap }), [() => <OracleName ai={leader} />])}</span>
        </>
      ) : (
        <>
          <Scale className="size-5 shrink-0 text-primary" aria-hidden />
          <span>
            {rich(t("verdict.even", { chatgpt: AI_DISPLAY_NAMES.ChatGPT, grok: AI_DISPLAY_NAMES.Grok, gap }), [
              () => <OracleName ai="ChatGPT" />,
              () => <OracleName ai="Grok" />,
            ])}
          </span>
        </>
      )}
    </p>
  );
}
