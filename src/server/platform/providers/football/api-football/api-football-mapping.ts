import type { FixtureStatus, MatchEvent, ProviderFixture, ResultRow } from "../football-provider";
import type { EventItem, FixtureItem } from "./api-football-schemas";

// API-Football's shapes turned into the game's. Pure functions, so every status code and event detail
// is tested without HTTP.

const STATUS_BY_CODE: Record<string, FixtureStatus> = {
  NS: "upcoming",
  TBD: "upcoming",
  "1H": "live",
  HT: "live",
  "2H": "live",
  ET: "live",
  BT: "live",
  P: "live",
  LIVE: "live",
  INT: "live",
  SUSP: "live",
  FT: "completed",
  AET: "completed",
  PEN: "completed",
  // A postponed fixture keeps its id; fixture.date already holds the new date when one is set.
  PST: "postponed",
  CANC: "cancelled",
  ABD: "cancelled",
  AWD: "cancelled",
  WO: "cancelled",
};

/** null for a code API-Football has not documented: better to skip a fixture than guess a state bets settle on. */
export function mapStatus(code: string): FixtureStatus | null {
  return STATUS_BY_CODE[code] ?? null;
}

const REGULAR_SEASON_ROUND = /^Regular Season - (\d{1,3})$/;

/**
 * The matchday a league round names ("Regular Season - 12" is 12). Any other round (a cup's "Round of 16",
 * "Final", a split season's "Relegation Round - 2") is no matchday of the league's and reads null, so its
 * matches are grouped by day instead.
 */
export function roundMatchday(round: string | null | undefined): number | null {
  const day = Number(REGULAR_SEASON_ROUND.exec(round?.trim() ?? "")?.[1] ?? Number.NaN);
  return Number.isInteger(day) && day >= 1 ? day : null;
}

/** Codes after which the first half is over (half_time is due). */
const PAST_FIRST_HALF = new Set(["HT", "2H", "ET", "BT", "P", "FT", "AET", "PEN"]);
const FINISHED = new Set(["FT", "AET", "PEN"]);

export function toProviderFixture(item: FixtureItem): ProviderFixture | null {
  const status = mapStatus(item.fixture.status.short);
  if (!status) return null;
  const { elapsed, extra } = item.fixture.status;
  const started = status !== "upcoming";
  return {
    fixtureId: String(item.fixture.id),
    leagueId: item.league.id,
    leagueName: item.league.name,
    matchday: roundMatchday(item.league.round),
    homeTeam: item.teams.home.name,
    awayTeam: item.teams.away.name,
    kickoff: new Date(item.fixture.date),
    status,
    minute: status === "live" && elapsed != null ? elapsed + (extra ?? 0) : null,
    homeGoals: started ? item.goals.home : null,
    awayGoals: started ? item.goals.away : null,
  };
}

export function toResultRow(item: FixtureItem): ResultRow | null {
  if (!FINISHED.has(item.fixture.status.short) || item.goals.home === null || item.goals.away === null) return null;
  return {
    date: new Date(item.fixture.date),
    leagueId: item.league.id,
    homeTeam: item.teams.home.name,
    awayTeam: item.teams.away.name,
    homeGoals: item.goals.home,
    awayGoals: item.goals.away,
  };
}

type Side = "home" | "away";
const other = (side: Side): Side => (side === "home" ? "away" : "home");

function sideOf(event: EventItem, fixture: FixtureItem): Side | null {
  const { home, away } = fixture.teams;
  if (event.team.id !== null) {
    if (event.team.id === home.id) return "home";
    if (event.team.id === away.id) return "away";
  }
  if (event.team.name === home.name) return "home";
  if (event.team.name === away.name) return "away";
  return null;
}

function kindOf(event: EventItem): "goal" | "own_goal" | "yellow_card" | "red_card" | null {
  const type = event.type.toLowerCase();
  const detail = (event.detail ?? "").toLowerCase();
  if (type === "goal") {
    // Shoot-out kicks come as goal events too; they decide the tie, not the score.
    if (detail.includes("missed") || (event.comments ?? "").toLowerCase().includes("shootout")) return null;
    return detail.includes("own goal") ? "own_goal" : "goal";
  }
  if (type === "card") {
    if (detail.includes("red") || detail.includes("second yellow")) return "red_card";
    if (detail.includes("yellow")) return "yellow_card";
  }
  return null;
}

/**
 * Goals and cards in match order with the running score, plus half_time/full_time once the fixture's
 * status says they happened. Keys come from the event's own fields (never its position in the list), so
 * an event the provider inserts late does not shift the keys of the others.
 */
export function toMatchEvents(fixture: FixtureItem, items: readonly EventItem[]): MatchEvent[] {
  const ordered = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.time.elapsed - b.item.time.elapsed || (a.item.time.extra ?? 0) - (b.item.time.extra ?? 0) || a.index - b.index);
  const seen = new Map<string, number>();
  const events: MatchEvent[] = [];
  let homeGoals = 0;
  let awayGoals = 0;
  const code = fixture.fixture.status.short;
  let halfTimeAdded = !PAST_FIRST_HALF.has(code);
  const addHalfTime = () => {
    // After first-half stoppage time, so minutes never run backwards.
    const minute = Math.max(45, events.at(-1)?.minute ?? 45);
    events.push({ key: "half_time", minute, kind: "half_time", team: null, player: null, homeGoals, awayGoals });
    halfTimeAdded = true;
  };

  for (const { item } of ordered) {
    const kind = kindOf(item);
    const side = sideOf(item, fixture);
    if (!kind || !side) continue;
    if (!halfTimeAdded && item.time.elapsed > 45) addHalfTime();
    const team = kind === "own_goal" ? other(side) : side;
    if (kind === "goal" || kind === "own_goal") {
      if (team === "home") homeGoals += 1;
      else awayGoals += 1;
    }
    const identity = [item.type, item.detail ?? "", item.time.elapsed, item.time.extra ?? 0, item.player.id ?? item.player.name ?? ""].join("|");
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    events.push({
      key: `${identity}|${occurrence}`,
      minute: item.time.elapsed + (item.time.extra ?? 0),
      kind: kind === "own_goal" ? "goal" : kind,
      team,
      player: item.player.name,
      homeGoals,
      awayGoals,
    });
  }
  if (!halfTimeAdded) addHalfTime();
  if (FINISHED.has(code)) {
    const last = events.at(-1)?.minute ?? 90;
    events.push({
      key: "full_time",
      minute: Math.max(fixture.fixture.status.elapsed ?? 90, last),
      kind: "full_time",
      team: null,
      player: null,
      // The fixture's own score wins over the events' count: an event list can lag or miss a goal.
      homeGoals: fixture.goals.home ?? homeGoals,
      awayGoals: fixture.goals.away ?? awayGoals,
    });
  }
  return events;
}
