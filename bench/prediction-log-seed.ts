import { randomBytes } from "node:crypto";
import { openDatabase } from "../src/server/platform/db/client";
import { matches, predictions } from "../src/server/platform/db/schema";
import { GENESIS_HASH, hashEntry } from "../src/shared/prediction-hash";
import { commitForecast, quantizeGrid } from "../src/shared/sealed-forecast";
import { seededRandom } from "./bench-server";

/**
 * Reasoning as the statistical oracles write it: a few sentences built from the numbers behind the
 * pick (about 450 characters), so the log weighs and compresses as the real one does.
 */
function reasoning(random: () => number, home: string, away: string): string {
  const pct = () => (random() * 100).toFixed(1);
  const rate = () => (0.5 + random() * 2.5).toFixed(2);
  return [
    `${home} average ${rate()} expected goals at home against ${away}'s ${rate()} away, with attack strength ${rate()} and defence ${rate()}.`,
    `The model gives ${home} ${pct()}% to win, ${pct()}% for the draw and ${away} ${pct()}%.`,
    `Recent form: ${home} took ${Math.floor(random() * 16)} points from their last six, ${away} ${Math.floor(random() * 16)}.`,
    `Elo gap ${Math.floor(random() * 300 - 150)} with home advantage ${Math.floor(random() * 90)}; the most likely exact score carries ${pct()}% on its own.`,
  ].join(" ");
}

/** A score forecast shaped like the oracles': two Poisson rates, the grid in millionths. */
function poissonGrid(random: () => number): number[] {
  const home = 0.6 + random() * 1.6;
  const away = 0.4 + random() * 1.4;
  const poisson = (rate: number, k: number) => (Math.exp(-rate) * rate ** k) / [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800][k]!;
  return quantizeGrid(Array.from({ length: 121 }, (_, i) => poisson(home, Math.floor(i / 11)) * poisson(away, i % 11)));
}

/**
 * Fills a PGlite directory with `entries` chained predictions, two per match, a match every 30
 * minutes from August 2024, in batches of 500 matches. The matches are cancelled: the log is the
 * load, not a year of results. With `sealedForecasts`, each prediction carries a sealed score
 * forecast, revealed (its match kicked off long ago) as the log shows it after kick-off.
 */
export async function seedPredictionLog(pgliteDir: string, entries: number, options: { sealedForecasts?: boolean } = {}): Promise<void> {
  const database = await openDatabase({ dataDir: pgliteDir });
  const random = seededRandom(35);
  const teams = Array.from({ length: 96 }, (_, i) => `Team ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1} FC`);
  let prevHash = GENESIS_HASH;
  const started = Date.UTC(2024, 7, 16);
  for (let first = 0; first < entries / 2; first += 500) {
    const count = Math.min(500, entries / 2 - first);
    const matchRows = Array.from({ length: count }, (_, i) => {
      const n = first + i;
      return {
        homeTeam: teams[n % teams.length]!,
        awayTeam: teams[(n * 7 + 3) % teams.length]!,
        matchDate: new Date(started + n * 30 * 60_000),
        status: "cancelled" as const,
        leagueId: 39,
        leagueName: "Premier League",
        actualScore: "1-1",
        actualWinner: "draw" as const,
        actualGoalDifference: 0,
        provider: "bench-log",
        apiFixtureId: String(n),
      };
    });
    const inserted = await database.db
      .insert(matches)
      .values(matchRows)
      .returning({ id: matches.id, home: matches.homeTeam, away: matches.awayTeam, date: matches.matchDate });
    const rows = [];
    for (const match of inserted) {
      for (const aiName of ["ChatGPT", "Grok"] as const) {
        const forecast = options.sealedForecasts ? { grid: poissonGrid(random), salt: randomBytes(16).toString("hex") } : null;
        const entry = {
          matchId: match.id,
          aiName,
          model: aiName === "ChatGPT" ? "dixon-coles-poisson" : "elo-form",
          predictedScore: `${Math.floor(random() * 4)}-${Math.floor(random() * 4)}`,
          confidence: Math.floor(random() * 40) + 5,
          reasoning: reasoning(random, match.home, match.away),
          createdAt: new Date(match.date.getTime() - 86_400_000),
          prevHash,
          forecastCommitment: forecast ? await commitForecast(forecast) : null,
        };
        const hash = await hashEntry({ ...entry, createdAt: entry.createdAt.toISOString() });
        rows.push({ ...entry, hash, scoreGrid: forecast?.grid ?? null, forecastSalt: forecast?.salt ?? null });
        prevHash = hash;
      }
    }
    await database.db.insert(predictions).values(rows);
  }
  await database.close();
}
