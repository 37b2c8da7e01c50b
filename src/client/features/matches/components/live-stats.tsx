import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { Activity, Users } from "lucide-react";
import { useLiveActivity } from "../api/get-live-activity";
import { StatTile } from "../../../components/ui/stat-tile";
import { formatCount } from "../../../lib/format";

/** Total Players and Online Now (GET /api/activity/live): one line each on a phone, label over figure from sm up. */
export function LiveStats() {
  const { data } = useLiveActivity();
  const t = useT(matchesArea);
  const locale = useLocale();
  const count = (value: number | undefined) => (value === undefined ? "-" : formatCount(value, locale));
  return (
    // The group names the pair; the <dl> inside holds the figures (axe wants a <dl> with no role of its own).
    <div className="mx-auto max-w-md" aria-label={t("liveStats.label")} role="group">
      <dl className="grid grid-cols-2 gap-3">
        <StatTile look="strip" icon={Users} label={t("liveStats.totalPlayers")} value={count(data?.totalUsers)} valueTestId="total-players" />
        <StatTile look="strip" icon={Activity} label={t("liveStats.onlineNow")} value={count(data?.onlineNow)} valueTestId="online-now" />
      </dl>
    </div>
  );
}
