import { formatCount, formatCredits } from "../../../lib/format";
import type { AdminPlayer, AdminUsers } from "../api/admin-types";

type Metric = "xp" | "credits" | "streak";

const METRIC_TEXT: Record<Metric, (p: AdminPlayer) => string> = {
  xp: (p) => `${formatCount(p.xp)} XP`,
  credits: (p) => formatCredits(p.credits),
  streak: (p) => `${formatCount(p.streak)} streak`,
};

function TopList({ title, players, metric }: { title: string; players: AdminPlayer[]; metric: Metric }) {
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-card p-5" data-testid={`admin-top-${metric}`}>
      <h3 className="font-display text-xl font-bold">{title}</h3>
      {players.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No players yet</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {players.map((p, i) => (
            <li key={p.id} className="flex items-center justify-between gap-3 rounded-xl bg-muted px-3 py-2">
              <span className="min-w-0">
                <span className="mr-2 font-bold text-muted-foreground">{i + 1}.</span>
                <span className="font-semibold">{p.username}</span>
                <span className="block truncate text-xs text-muted-foreground">{p.email ?? "no e-mail"}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{METRIC_TEXT[metric](p)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The top 10 players by XP, credits and streak, with their e-mails (admins only, docs/rules.md#privacy). */
export function TopPlayersLists({ users }: { users: AdminUsers }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TopList title="Top 10 by XP" players={users.topByXp} metric="xp" />
      <TopList title="Top 10 by Credits" players={users.topByCredits} metric="credits" />
      <TopList title="Top 10 by Streak" players={users.topByStreak} metric="streak" />
    </div>
  );
}
