import { Activity, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useLiveActivity } from "../api/get-live-activity";
import { formatCount } from "../../../lib/format";

function LiveStat({ icon: Icon, label, value, testId }: { icon: LucideIcon; label: string; value: number | undefined; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3">
      <Icon className="size-6 text-primary" aria-hidden />
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
        <p className="text-xl font-bold tabular-nums" data-testid={testId}>
          {value === undefined ? "-" : formatCount(value)}
        </p>
      </div>
    </div>
  );
}

/** Total Players and Online Now (GET /api/activity/live). */
export function LiveStats() {
  const { data } = useLiveActivity();
  return (
    <div className="mx-auto grid max-w-md grid-cols-2 gap-3" aria-label="Live stats" role="group">
      <LiveStat icon={Users} label="Total Players" value={data?.totalUsers} testId="total-players" />
      <LiveStat icon={Activity} label="Online Now" value={data?.onlineNow} testId="online-now" />
    </div>
  );
}
