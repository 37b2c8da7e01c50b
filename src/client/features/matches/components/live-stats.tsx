import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { Activity, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useLiveActivity } from "../api/get-live-activity";
import { formatCount } from "../../../lib/format";

function LiveStat({ icon: Icon, label, value, testId }: { icon: LucideIcon; label: string; value: number | undefined; testId: string }) {
  const locale = useLocale();
  return (
    <div className="flex items-center gap-2 rounded-2xl border border-border bg-card px-3 py-2 sm:gap-3 sm:px-4 sm:py-3">
      <Icon className="size-5 shrink-0 text-primary sm:size-6" aria-hidden />
      {/* One line on a phone, label over figure from sm up. */}
      <div className="flex flex-wrap items-baseline gap-x-1.5 sm:block">
        <p className="whitespace-nowrap text-[0.7rem] font-semibold uppercase text-muted-foreground sm:text-xs sm:tracking-wide">{label}</p>
        <p className="text-lg font-bold tabular-nums sm:text-xl" data-testid={testId}>
          {value === undefined ? "-" : formatCount(value, locale)}
        </p>
      </div>
    </div>
  );
}

/** Total Players and Online Now (GET /api/activity/live). */
export function LiveStats() {
  const { data } = useLiveActivity();
  const t = useT(matchesArea);
  return (
    <div className="mx-auto grid max-w-md grid-cols-2 gap-3" aria-label={t("liveStats.label")} role="group">
      <LiveStat icon={Users} label={t("liveStats.totalPlayers")} value={data?.totalUsers} testId="total-players" />
      <LiveStat icon={Activity} label={t("liveStats.onlineNow")} value={data?.onlineNow} testId="online-now" />
    </div>
  );
}
