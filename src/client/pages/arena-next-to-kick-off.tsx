import { useState } from "react";
import type { ListedMatch } from "@shared/api/matches";
import type { AiName } from "@shared/constants";
import { useAuth } from "@client/lib/signed-in-user";
import { prepareQuickBet, QuickBet, type QuickBetChoice } from "../features/match-detail/components/quick-bet";
import { mayOpenStakeDialog } from "../features/match-detail/lib/bet-refusals";
import { NextToKickOff, type NextToKickOffProps } from "../features/matches/components/next-to-kick-off";

/**
 * The arena's "Next to kick off" strip (docs/rules.md#page-arena) with the match page's stake dialog behind its Back
 * buttons. Which matches the player backed is the arena's one read of their bets (`backed`, undefined until it is
 * in); if that read fails, the buttons stay usable and the server still refuses a second bet on a match.
 */
export function ArenaNextToKickOff({ matches, backed }: { matches: ListedMatch[]; backed: NextToKickOffProps["backed"] }) {
  const { user } = useAuth();
  const credits = user?.credits ?? 0;
  const [choice, setChoice] = useState<QuickBetChoice | null>(null);
  const back = (match: ListedMatch, ai: AiName) => {
    if (mayOpenStakeDialog(credits)) setChoice({ match, ai });
  };
  return (
    <>
      <NextToKickOff matches={matches} backed={backed} onBack={back} onPrepare={prepareQuickBet} />
      {choice && <QuickBet choice={choice} credits={credits} onClose={() => setChoice({ ...choice, ai: null })} />}
    </>
  );
}
