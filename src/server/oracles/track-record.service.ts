import { and, eq, isNotNull } from "drizzle-orm";
import { CALIBRATING_BELOW, type CrowdTrackRecord, type OracleTrackRecord, type TrackRecord } from "../../shared/api/track-record";
import { AI_NAMES, CROWD_NAME, POINTS } from "../../shared/constants";
import { brier, rps } from "../backtest/metrics";
import type { Db } from "../db/client";
import { matches, predictions } from "../db/schema";

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The oracles' public track record over completed matches (issue 6): points, accuracy and exact
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
    const points = mine.reduce((sum, r) => sum + (r.points ?? 0), 0);
    const hits = mine.filter((r) => (r.points ?? 0) >= 5).length;
    const exact = mine.filter((r) => r.points === 10).length;
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
      bucket.hits += (r.points ?? 0) >= 5 ? 1 : 0;
      buckets.set(from, bucket);
    }
    oracles.push({
      aiName,
      matches: mine.length,
      pointsPerMatch: round(points / mine.length, 3),
      outcomeAccuracy: round((hits / mine.length) * 100, 1),
      exactRate: round((exact / mine.length) * 100, 1),
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
  return { oracles, crowd: crowd.length === 0 ? null : summaryOf(crowd) };
}

/** Points per match, outcome accuracy and exact rate of scored predictions, and the picks they rested on. */
function summaryOf(rows: Array<{ points: number | null; crowdPicks: number | null }>): CrowdTrackRecord {
  const points = rows.reduce((sum, r) => sum + (r.points ?? 0), 0);
  return {
    matches: rows.length,
    pointsPerMatch: round(points / rows.length, 3),
    outcomeAccuracy: round((rows.filter((r) => (r.points ?? 0) >= POINTS.outcome).length / rows.length) * 100, 1),
    exactRate: round((rows.filter((r) => r.points === POINTS.exact).length / rows.length) * 100, 1),
    averagePicks: round(rows.reduce((sum, r) => sum + (r.crowdPicks ?? 0), 0) / rows.length, 1),
  };
}
