import { Coins, Flame, Sparkles, Trophy, type LucideIcon } from "lucide-react";
import type { User } from "@shared/api/auth";
import { formatCount, formatCredits, formatPercentText } from "../../../lib/format";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

function StatCard({ id, icon: Icon, label, value, tone }: { id: string; icon: LucideIcon; label: string; value: string; tone: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4" data-testid={`stat-${id}`}>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className={`size-4 ${tone}`} aria-hidden />
        {label}
      </p>
      <p className={`mt-1 font-display text-2xl font-bold tabular-nums sm:text-3xl ${tone}`} data-testid={`stat-${id}-value`}>
        {value}
      </p>
    </div>
  );
}

/**
 * Credits, streak, win rate and XP. `winRate` is the percentage ("62.5", the API's English decimal) the server counts over
 * every bet (GET /api/bets/record), or null while it is still loading or failed.
 */
export function StatCards({ user, winRate }: { user: User; winRate: string | null }) {
  const t = useT(profileArea);
  const locale = useLocale();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard id="credits" icon={Coins} label={t("stats.credits")} value={formatCredits(user.credits, locale)} tone="text-accent" />
      <StatCard id="streak" icon={Flame} label={t("stats.streak")} value={formatCount(user.streak, locale)} tone="text-warning" />
      <StatCard
        id="win-rate"
        icon={Trophy}
        label={t("stats.winRate")}
        value={winRate === null ? "-" : formatPercentText(winRate, locale)}
        tone="text-primary"
      />
      <StatCard id="xp" icon={Sparkles} label="XP" value={formatCount(user.xp, locale)} tone="text-foreground" />
    </div>
  );
}
