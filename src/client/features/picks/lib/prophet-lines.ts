import type { ProphetRow, Prophets } from "@shared/api/picks";

export type Guest = Prophets["guests"][number];

/** A line of the Prophets table: a player, a guest where it would stand, or players left out between. */
export type ProphetLine = { kind: "player"; row: ProphetRow } | { kind: "guest"; guest: Guest } | { kind: "gap"; hidden: number };

/**
 * The top players, the caller's own line when it stands lower, and each guest before the players it
 * would stand level with or above (as a league's table places them). Where players are not shown
 * between two lines, a gap line says how many.
 */
export function prophetLines(table: Prophets): ProphetLine[] {
  const players = table.you && !table.rows.some((r) => r.isYou) ? [...table.rows, table.you] : [...table.rows];
  const items: Array<{ at: number; line: ProphetLine }> = [
    ...players.map((row) => ({ at: row.rank, line: { kind: "player", row } as const })),
    ...table.guests.map((guest) => ({ at: guest.wouldRank, line: { kind: "guest", guest } as const })),
  ];
  // Stable: guests come before the players they tie with, players keep the server's order.
  items.sort((a, b) => a.at - b.at || (a.line.kind === "guest" ? 0 : 1) - (b.line.kind === "guest" ? 0 : 1));
  const lines: ProphetLine[] = [];
  let hiddenSoFar = 0;
  for (const { at, line } of items) {
    // Players ahead of this line (rank − 1 of them) that no line above shows.
    const shownAhead = players.filter((p) => p.rank < at).length;
    const hidden = at - 1 - shownAhead;
    if (hidden > hiddenSoFar) {
      lines.push({ kind: "gap", hidden: hidden - hiddenSoFar });
      hiddenSoFar = hidden;
    }
    lines.push(line);
  }
  return lines;
}
