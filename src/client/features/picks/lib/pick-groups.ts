import { dateFormats } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import { kickOffDays } from "../../../lib/kick-off-days";

// The picks page's sections (docs/rules.md#page-picks): a competition, then its rounds as the provider
// names them (matchday), or its kick-off days in the player's zone where it names none.

export interface PickGroup<T> {
  key: string;
  /** "Matchday 12", or the day: "Today · Saturday 12 April". */
  label: string;
  /** The provider's round, when the group is one: the page says it in the player's language. */
  matchday?: number;
  /** Each with the time shown beside it: a matchday spans days, so its matches say the day too. */
  matches: Array<T & { time: string }>;
}

export interface Competition<T> {
  name: string;
  groups: Array<PickGroup<T>>;
}

type Groupable = { matchDate: string; leagueName: string; matchday?: number | null | undefined };

/**
 * The matches (soonest first, as the server lists them) by competition, each competition's matches by
 * matchday where the provider names one and by kick-off day otherwise; competitions and their groups
 * come in the order of their first kick-off.
 */
export function groupPicks<T extends Groupable>(matches: readonly T[], now: Date, timeZone?: string, locale?: Locale): Array<Competition<T>> {
  const byCompetition = new Map<string, T[]>();
  for (const match of matches) {
    const list = byCompetition.get(match.leagueName) ?? [];
    list.push(match);
    byCompetition.set(match.leagueName, list);
  }
  const formats = dateFormats(timeZone, locale);
  return [...byCompetition].map(([name, list]) => {
    // A competition's order is kept by cutting its list into runs: a matchday's run, or a day's.
    const groups: Array<PickGroup<T>> = [];
    const byMatchday = new Map<number, PickGroup<T>>();
    const undated: T[] = [];
    for (const match of list) {
      if (match.matchday == null) {
        undated.push(match);
        continue;
      }
      let group = byMatchday.get(match.matchday);
      if (!group) {
        group = { key: `md-${match.matchday}`, label: `Matchday ${match.matchday}`, matchday: match.matchday, matches: [] };
        byMatchday.set(match.matchday, group);
        groups.push(group);
      }
      const at = new Date(match.matchDate);
      group.matches.push({ ...match, time: `${formats.shortDay.format(at)} ${formats.time.format(at)}` });
    }
    for (const day of kickOffDays(undated, now, timeZone, locale)) groups.push({ key: `day-${day.key}`, label: day.label, matches: day.matches });
    const first = (group: PickGroup<T>) => Math.min(...group.matches.map((m) => Date.parse(m.matchDate)));
    return { name, groups: groups.sort((a, b) => first(a) - first(b)) };
  });
}

/** The competitions in the list, in the order the page shows them, with how many open matches each has. */
export function competitionsOf(matches: ReadonlyArray<{ leagueName: string }>): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  for (const match of matches) counts.set(match.leagueName, (counts.get(match.leagueName) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}
