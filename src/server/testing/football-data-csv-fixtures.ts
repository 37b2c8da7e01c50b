// Small synthetic football-data CSVs for the history reader's and the backtest's tests (never the real data files).

export const HEADER = "Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HST,AST,B365H,B365D,B365A,PSCH,PSCD,PSCA";

/** A double round robin of `teams` from `start` (UTC), one round a week, with deterministic pseudo-random scores. */
export function syntheticSeason(division: string, teams: readonly string[], start: Date, seed = 1): string {
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const goals = (): number => Math.floor(random() * random() * 5);
  const lines = [HEADER];
  const n = teams.length;
  const rounds: [string, string][][] = [];
  const rotation = [...teams];
  for (let r = 0; r < n - 1; r++) {
    const round: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) round.push([rotation[i] as string, rotation[n - 1 - i] as string]);
    rounds.push(round);
    rotation.splice(1, 0, rotation.pop() as string);
  }
  const all = [...rounds, ...rounds.map((round) => round.map(([h, a]) => [a, h] as [string, string]))];
  all.forEach((round, r) => {
    const day = new Date(start.getTime() + r * 7 * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
    for (const [home, away] of round) {
      const hg = goals() + (random() < 0.3 ? 1 : 0);
      const ag = goals();
      const ftr = hg > ag ? "H" : hg < ag ? "A" : "D";
      lines.push(`${division},${date},15:00,${home},${away},${hg},${ag},${ftr},${hg + 2},${ag + 2},2.1,3.4,3.6,2.2,3.3,3.5`);
    }
  });
  return `${lines.join("\n")}\n`;
}
