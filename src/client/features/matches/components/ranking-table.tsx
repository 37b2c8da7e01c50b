import type { ReactNode } from "react";
import { ScrollFrame } from "../../../components/ui/scroll-frame";

/** A scrollable leaderboard table; the first column holds the rank. */
export function RankingTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <ScrollFrame label={label} className="rounded-2xl border border-border bg-card">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 1 ? "px-2 py-3 sm:px-4" : "px-2 py-3 text-right first:text-left sm:px-4"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </ScrollFrame>
  );
}

export function RankCell({ rank }: { rank: number }) {
  return <td className="px-2 py-3 font-display text-base font-bold tabular-nums sm:px-4 sm:text-lg">#{rank}</td>;
}

export function NumberCell({ children }: { children: ReactNode }) {
  return <td className="px-2 py-3 text-right tabular-nums sm:px-4">{children}</td>;
}
