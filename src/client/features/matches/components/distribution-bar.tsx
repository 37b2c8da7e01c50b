import { AI_DISPLAY_NAMES } from "@shared/constants";
import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { useDistribution } from "../api/get-distribution";

/** How the players' bets split between the oracles; polled every 10 s, hidden while nobody has bet. */
export function DistributionBar({ matchId, enabled }: { matchId: number; enabled: boolean }) {
  const { data } = useDistribution(matchId, { enabled });
  const t = useT(matchesArea);
  if (!data || data.totalBets === 0) return null;
  const chatGPT = Math.round(data.chatGPT);
  const grok = Math.round(data.grok);
  return (
    <div data-testid="bet-distribution">
      <div className="flex justify-between text-xs font-semibold">
        <span className="text-chatgpt">
          {AI_DISPLAY_NAMES.ChatGPT} {chatGPT}%
        </span>
        <span className="text-grok">
          {AI_DISPLAY_NAMES.Grok} {grok}%
        </span>
      </div>
      <div
        role="img"
        aria-label={t("distribution.label", {
          divino: AI_DISPLAY_NAMES.ChatGPT,
          divinoPercent: chatGPT,
          eterno: AI_DISPLAY_NAMES.Grok,
          eternoPercent: grok,
        })}
        className="mt-1 flex h-2 overflow-hidden rounded-full bg-muted"
      >
        <span className="bg-chatgpt transition-[width]" style={{ width: `${data.chatGPT}%` }} />
        <span className="bg-grok transition-[width]" style={{ width: `${data.grok}%` }} />
      </div>
    </div>
  );
}
