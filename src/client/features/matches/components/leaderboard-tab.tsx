import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { Bot, Flame } from "lucide-react";
import { AiRankings } from "./ai-rankings";
import { PlayerStreaks } from "./player-streaks";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";

/** The Leaderboard tab: AI Rankings and Player Streaks sub-tabs (docs/rules.md#leaderboards). */
export function LeaderboardTab({ currentUserId }: { currentUserId: number | undefined }) {
  const t = useT(matchesArea);
  return (
    <Tabs defaultValue="ai">
      <TabsList aria-label={t("board.label")} className="mb-4 max-w-md">
        <TabsTrigger value="ai">
          <Bot className="size-4" aria-hidden />
          {t("board.ai")}
        </TabsTrigger>
        <TabsTrigger value="players">
          <Flame className="size-4" aria-hidden />
          {t("board.players")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="ai">
        <AiRankings />
      </TabsContent>
      <TabsContent value="players">
        <PlayerStreaks currentUserId={currentUserId} />
      </TabsContent>
    </Tabs>
  );
}
