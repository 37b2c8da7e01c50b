import type { LeagueTable } from "@shared/api/leagues";

export type TableLine = { kind: "member"; row: LeagueTable["rows"][number] } | { kind: "guest"; guest: LeagueTable["guests"][number] };

/** Members in rank order, each guest slotted in after the members it would stand below. */
export function linesOf(table: LeagueTable): TableLine[] {
  const lines: TableLine[] = [];
  const guests = [...table.guests].sort((a, b) => a.wouldRank - b.wouldRank);
  for (const row of table.rows) {
    while (guests[0] && guests[0].wouldRank <= row.rank) lines.push({ kind: "guest", guest: guests.shift()! });
    lines.push({ kind: "member", row });
  }
  for (const guest of guests) lines.push({ kind: "guest", guest });
  return lines;
}
