import { AI_DISPLAY_NAMES } from "@shared/constants";
import { useDistribution } from "../api/get-distribution";

/** How the players' bets split between the oracles; polled every 10 s, hidden while nobody has bet. */
export function DistributionBar({ matchId, enabled }: { matchId: number; enabled: boolean }) {
  const { data } = useDistribution(matchId, { enabled });
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
        aria-label={`Bet distribution: ${AI_DISPLAY_NAMES.ChatGPT} ${chatGPT}%, ${AI_DISPLAY_NAMES.Grok} ${grok}%`}
        className="mt-1 flex h-2 overflow-hidden rounded-full bg-muted"
      >
        <span className="bg-chatgpt transition-[width]" style={{ width: `${data.chatGPT}%` }} />
        <span className="bg-grok transition-[width]" style={{ width: `${data.grok}%` }} />
      </div>
    </div>
  );
}
