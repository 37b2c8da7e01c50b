/**
 * A match list's kind of JSON, as shared replies look (repeated keys, varied values, the oracles' reasoning), for
 * the compression test and bench/compression-cpu.ts. Deterministic: the same count gives the same bytes.
 */
export function sampleMatchListJson(matches: number): string {
  return JSON.stringify(
    Array.from({ length: matches }, (_, i) => ({
      id: i + 1,
      homeTeam: `Home ${(i * 7919) % 97}`,
      awayTeam: `Away ${(i * 104_729) % 89}`,
      matchDate: new Date(Date.UTC(2026, 11, 5, 12) + i * 3_600_000).toISOString(),
      status: i % 3 === 0 ? "live" : "upcoming",
      predictions: ["ChatGPT", "Grok"].map((aiName, k) => ({
        aiName,
        predictedScore: `${(i + k) % 4}-${(i * k) % 3}`,
        confidence: 40 + ((i + k) % 50),
        reasoning: `Form over the last ${(i % 5) + 3} matches and the head-to-head record favour a ${k ? "draw" : "home win"}.`,
      })),
    })),
  );
}
