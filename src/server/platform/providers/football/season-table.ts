import type { SeasonScorer, SeasonTable, SeasonTableRow } from "./football-provider";

// A league's season table from its fixtures (docs/rules.md#season-questions): the standings and the scorers of the
// matches at full time, the fixtures left and the next round's kick-off. The simulated league keeps its own running
// tally with the same rules; a real provider that lists a whole season builds its table here.

export function emptyRow(club: string): SeasonTableRow {
  return { club, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
}

/** A result for one side: three points a win, one a draw. */
export function addResult(row: SeasonTableRow | undefined, scored: number, conceded: number): void {
  if (!row) return;
  row.played++;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  if (scored > conceded) row.won++;
  else if (scored === conceded) row.drawn++;
  else row.lost++;
  row.points = 3 * row.won + row.drawn;
}

/** A goal for `player` of `club` on the scorers' list. */
export function addGoal(scorers: Map<string, SeasonScorer>, player: string, club: string): void {
  const key = `${club}\n${player}`;
  const scorer = scorers.get(key);
  if (scorer) scorer.goals++;
  else scorers.set(key, { player, club, goals: 1 });
}

/** Points, then goal difference, then goals scored, then the club's name. */
export function compareRows(a: SeasonTableRow, b: SeasonTableRow): number {
  return (
    b.points - a.points ||
    b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
    b.goalsFor - a.goalsFor ||
    a.club.localeCompare(b.club, "en")
  );
}

/** Most goals first, then the player's name. */
export function compareScorers(a: SeasonScorer, b: SeasonScorer): number {
  return b.goals - a.goals || a.player.localeCompare(b.player, "en") || a.club.localeCompare(b.club, "en");
}

/** A fixture of the season as a provider lists it: its final score once at full time, with the goals' scorers. */
export interface SeasonFixture {
  fixtureId: string;
  round: number;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
  /** Null until the final whistle (a match under way, postponed or to come). */
  final: { home: number; away: number } | null;
  /** Each goal's scorer and the club it counted for; own goals and goals with no scorer named are left out. */
  scorers: Array<{ player: string; club: string }>;
}

/** The season's table at `now` from every one of its fixtures; null when the provider lists none. */
export function seasonTableOf(
  league: { leagueId: number; leagueName: string; season: number },
  fixtures: readonly SeasonFixture[],
  now: Date,
): SeasonTable | null {
  if (fixtures.length === 0) return null;
  const rows = new Map<string, SeasonTableRow>();
  for (const f of fixtures) for (const club of [f.homeTeam, f.awayTeam]) if (!rows.has(club)) rows.set(club, emptyRow(club));
  const scorers = new Map<string, SeasonScorer>();
  const remaining: SeasonFixture[] = [];
  for (const f of fixtures) {
    if (!f.final) {
      remaining.push(f);
      continue;
    }
    addResult(rows.get(f.homeTeam), f.final.home, f.final.away);
    addResult(rows.get(f.awayTeam), f.final.away, f.final.home);
    for (const goal of f.scorers) addGoal(scorers, goal.player, goal.club);
  }
  remaining.sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.fixtureId.localeCompare(b.fixtureId));
  const rounds = Math.max(...fixtures.map((f) => f.round));
  // The next round is the first none of whose matches has kicked off: a postponed match left behind keeps its round open
  // without holding the next one back.
  const firstKickoff = new Map<number, number>();
  for (const f of fixtures) firstKickoff.set(f.round, Math.min(firstKickoff.get(f.round) ?? Infinity, f.kickoff.getTime()));
  const upcoming = [...firstKickoff.values()].filter((at) => at > now.getTime());
  return {
    ...league,
    rounds,
    roundsComplete: rounds - new Set(remaining.map((f) => f.round)).size,
    finished: remaining.length === 0,
    standings: [...rows.values()].sort(compareRows),
    scorers: [...scorers.values()].sort(compareScorers),
    remaining: remaining.map(({ fixtureId, round, homeTeam, awayTeam, kickoff }) => ({ fixtureId, round, homeTeam, awayTeam, kickoff })),
    nextRoundKickoff: upcoming.length > 0 ? new Date(Math.min(...upcoming)) : null,
  };
}
