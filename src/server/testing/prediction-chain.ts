import type { AiName } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { matches } from "../platform/db/schema";
import { appendPrediction } from "../predictions/prediction-chain.service";
import { evenGrid } from "./forecasts";

export interface PlantedPrediction {
  id: number;
  matchId: number;
  aiName: AiName;
  hash: string;
}

/**
 * Appends predictions to the chain for `count` new matches, one per oracle in `oracles` (ChatGPT
 * alone unless told), each match kicked off a day ago (replayed, so its forecasts are public) unless
 * `kickoff` says when.
 */
export async function plantPredictions(
  db: Db,
  count: number,
  options: { kickoff?: () => Date; oracles?: readonly AiName[] } = {},
): Promise<PlantedPrediction[]> {
  const planted: PlantedPrediction[] = [];
  for (let i = 0; i < count; i++) {
    const kickoff = options.kickoff?.() ?? new Date(Date.now() - 86_400_000);
    const [match] = await db
      .insert(matches)
      .values({
        homeTeam: "Home",
        awayTeam: "Away",
        matchDate: kickoff,
        leagueId: 39,
        leagueName: "Premier League",
        provider: "log-test",
        apiFixtureId: `${Date.now()}-${Math.random()}`,
      })
      .returning();
    for (const aiName of options.oracles ?? ["ChatGPT"]) {
      const row = await db.transaction((tx) =>
        appendPrediction(tx, {
          matchId: match!.id,
          aiName,
          kickoff,
          replayed: kickoff.getTime() <= Date.now(),
          prediction: {
            predictedScore: "1-0",
            confidence: 40 + (planted.length % 50),
            reasoning: `entry ${planted.length}`,
            goalScorers: null,
            boldPrediction: null,
            model: "test",
            scoreGrid: evenGrid(),
          },
        }),
      );
      planted.push({ id: row.id, matchId: match!.id, aiName, hash: row.hash });
    }
  }
  return planted;
}
