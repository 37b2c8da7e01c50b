import { Coins, Flame, Sparkles, Trophy } from "lucide-react";
import type { User } from "@shared/api/auth";
import { StatTile } from "../../../components/ui/stat-tile";
import { formatCount, formatCredits, formatPercentText } from "../../../lib/format";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

/**
 * Credits, streak, win rate and XP. `winRate` is the percentage ("62.5", the API's English decimal) the server counts over
 * every bet (GET /api/bets/record), or null while it is still loading or failed.
 */
export function StatCards({ user, winRate }: { user: User; winRate: string | null }) {
  const t = useT(profileArea);
  const locale = useLocale();
  const cards = [
    { id: "credits", icon: Coins, label: t("stats.credits"), value: formatCredits(user.credits, locale), tone: "text-accent" },
    { id: "streak", icon: Flame, label: t("stats.streak"), value: formatCount(user.streak, locale), tone: "text-warning" },
    {
      id: "win-rate",
      icon: Trophy,
      label: t("stats.winRate"),
      value: winRate === null ? "-" : formatPercentText(winRate, locale),
      tone: "text-primary",
    },
    { id: "xp", icon: Sparkles, label: "XP", value: formatCount(user.xp, locale), tone: "text-foreground" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ id, ...card }) => (
        <StatTile key={id} size="xl" testId={`stat-${id}`} valueTestId={`stat-${id}-value`} {...card} />
      ))}
    </dl>
  );
}
