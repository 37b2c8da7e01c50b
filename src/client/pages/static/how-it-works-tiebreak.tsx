import { AI_DISPLAY_NAMES, PAYOUT_MULTIPLIER, type AiName } from "@shared/constants";
import { chancePhrase } from "@shared/duel-verdict";
import { formatCredits } from "../../lib/format";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { howItWorksArea } from "./messages/how-it-works";
import { EXAMPLE_CALLS, EXAMPLE_FINAL, EXAMPLE_STAKE, tiebreakExample } from "./tiebreak-example";

/** "an" where English says "an 8% chance", as chancePhrase does; other languages ignore it. */
const article = (chance: string) => (chancePhrase(chance).startsWith("an ") ? "an" : "a");

/** How It Works' tiebreak: the rule, one worked example with numbers, and how chances are printed. */
export function TiebreakSection() {
  const t = useT(howItWorksArea);
  const locale = useLocale();
  const { points, duel, chances, payout } = tiebreakExample(locale);
  const winner = duel.winner === "void" ? null : duel.winner;
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const names = { divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok };
  return (
    <>
      <h2>{t("tiebreak.title")}</h2>
      <p>{t("tiebreak.body")}</p>
      {winner && (
        <figure className="rounded-xl border border-border bg-card p-5" data-testid="tiebreak-example">
          <figcaption className="font-semibold">{t("tiebreak.example")}</figcaption>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            <li>{t("tiebreak.final", { final: EXAMPLE_FINAL })}</li>
            <li>{t("tiebreak.calls", { ...names, divinoCall: EXAMPLE_CALLS.ChatGPT, eternoCall: EXAMPLE_CALLS.Grok, points: points.ChatGPT })}</li>
            <li>
              {t("tiebreak.chances", {
                ...names,
                final: EXAMPLE_FINAL,
                divinoArticle: article(chances.ChatGPT),
                divinoChance: chances.ChatGPT,
                eternoArticle: article(chances.Grok),
                eternoChance: chances.Grok,
              })}
            </li>
            <li>
              {t("tiebreak.winner", {
                winner: AI_DISPLAY_NAMES[winner],
                loser: AI_DISPLAY_NAMES[loser],
                stake: formatCredits(EXAMPLE_STAKE, locale),
                multiplier: PAYOUT_MULTIPLIER.toLocaleString(locale),
                payout: formatCredits(payout, locale),
              })}
            </li>
          </ol>
        </figure>
      )}
      <p>{t("tiebreak.decimals")}</p>
    </>
  );
}
