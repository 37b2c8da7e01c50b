import { and, eq, isNotNull } from "drizzle-orm";
import { CALIBRATING_BELOW, type CrowdTrackRecord, type OracleTrackRecord, type TrackRecord } from "../../shared/api/track-record";
import { AI_NAMES, CROWD_NAME, POINTS } from "../../shared/constants";
import { brier, rps } from "./backtest/metrics";
import type { Db } from "../platform/db/client";
import { matches, predictions } from "../platform/db/schema";

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The oracles' public track record over completed matches: points, accuracy and exact
 * rate over every scored prediction; RPS and Brier over those that stored their probabilities;
 * reliability as stated confidence (by decile) against how often the pick's outcome happened.
 * Measured with the same scoring rules as the backtest.
 */
export async function trackRecord(db: Db): Promise<TrackRecord> {
  const rows = await db
    .select({
      aiName: predictions.aiName,
      points: predictions.points,
      confidence: predictions.confidence,
      probHome: predictions.probHome,
      probDraw: predictions.probDraw,
      probAway: predictions.probAway,
      crowdPicks: predictions.crowdPicks,
      actual: matches.actualWinner,
    })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(and(eq(matches.status, "completed"), isNotNull(predictions.points), isNotNull(matches.actualWinner)));

  const oracles: OracleTrackRecord[] = [];
  for (const aiName of AI_NAMES) {
    const mine = rows.filter((r) => r.aiName === aiName);
    if (mine.length === 0) continue;
    const probabilistic = mine.filter((r) => r.probHome !== null && r.probDraw !== null && r.probAway !== null);
    let rpsSum = 0;
    let brierSum = 0;
    for (const r of probabilistic) {
      const p = { home: r.probHome!, draw: r.probDraw!, away: r.probAway! };
      rpsSum += rps(p, r.actual!);
      brierSum += brier(p, r.actual!);
    }
    const buckets = new Map<number, { count: number; stated: number; hits: number }>();
    for (const r of mine) {
      const from = Math.min(90, Math.floor(r.confidence / 10) * 10);
      const bucket = buckets.get(from) ?? { count: 0, stated: 0, hits: 0 };
      bucket.count += 1;
      bucket.stated += r.confidence;
      bucket.hits += calledOutcome(r) ? 1 : 0;
      buckets.set(from, bucket);
    }
    oracles.push({
      aiName,
      ...scoreFigures(mine),
      probabilisticMatches: probabilistic.length,
      rps: probabilistic.length ? round(rpsSum / probabilistic.length, 4) : null,
      brier: probabilistic.length ? round(brierSum / probabilistic.length, 4) : null,
      reliability: [...buckets.entries()]
        .sort(([a], [b]) => a - b)
        .map(([from, b]) => ({ from, count: b.count, stated: round(b.stated / b.count, 1), observed: round((b.hits / b.count) * 100, 1) })),
      calibrating: mine.length < CALIBRATING_BELOW,
    });
  }
  const crowd = rows.filter((r) => r.aiName === CROWD_NAME);
  return { oracles, crowd: crowd.length === 0 ? null : crowdFigures(crowd) };
}

/** Exact (10) and outcome (5) both mean the result was called; margin-only (3) does not. */
const calledOutcome = (row: { points: number | null }) => (row.points ?? 0) >= POINTS.outcome;

/** Points per match, outcome accuracy and exact rate over scored predictions, oracles' and crowd's alike. */
function scoreFigures(
  rows: ReadonlyArray<{ points: number | null }>,
): Pick<CrowdTrackRecord, "matches" | "pointsPerMatch" | "outcomeAccuracy" | "exactRate"> {
  const points = rows.reduce((sum, r) => sum + (r.points ?? 0), 0);
  return {
    matches: rows.length,
    pointsPerMatch: round(points / rows.length, 3),
    outcomeAccuracy: round((rows.filter(calledOutcome).length / rows.length) * 100, 1),
    exactRate: round((rows.filter((r) => r.points === POINTS.exact).length / rows.length) * 100, 1),
  };
}

/** The crowd's figures, with the picks its entries rested on. */
function crowdFigures(rows: ReadonlyArray<{ points: number | null; crowdPicks: number | null }>): CrowdTrackRecord {
  return { ...scoreFigures(rows), averagePicks: round(rows.reduce((sum, r) => sum + (r.crowdPicks ?? 0), 0) / rows.length, 1) };
}
