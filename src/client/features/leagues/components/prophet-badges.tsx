import { Share2, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { User } from "@shared/api/auth";
import type { ProphetBadge } from "@shared/api/leagues";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { errorMessage } from "../../../lib/api";
import { formatCount, formatDate } from "../../../lib/format";
import { rich } from "../../../lib/i18n/rich";
import { useProphetBadges } from "../api/get-leagues";
import { ShareBadgeDialog } from "./league-share-dialogs";
import { leaguesLink } from "./leagues-link";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { leaguesArea } from "../messages";

/** The profile's 'Prophet of the Week' badges: each league and week the player topped, each with its card to share. */
export function ProphetBadges({ user }: { user: Pick<User, "username" | "referralCode"> }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const query = useProphetBadges();
  const weekOf = (badge: ProphetBadge) => t("badges.week", { date: formatDate(badge.weekStart, new Date(), "UTC", locale) });
  const badges = query.data;
  const [sharing, setSharing] = useState<ProphetBadge | null>(null);
  return (
    <Panel
      title={t("badges.title")}
      icon={Star}
      tone="text-accent"
      testId="prophet-badges"
      query={query}
      loading={t("badges.loading")}
      failed={errorMessage(query.error, t("badges.failed"))}
      empty={badges?.length === 0 ? rich(t("badges.empty"), [leaguesLink]) : null}
    >
      {badges && (
        <ul className="mt-3 grid gap-2">
          {badges.map((badge) => (
            <li
              key={`${badge.leagueId}-${badge.weekStart}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/40 p-3"
              data-testid="prophet-badge"
            >
              <div>
                <p className="font-semibold">
                  <Star className="mr-1 inline size-4 fill-accent text-accent" aria-hidden />
                  <Link href={`/leagues/${badge.leagueId}`} className="underline-offset-2 hover:underline">
                    {badge.leagueName}
                  </Link>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t("badges.line", {
                    week: weekOf(badge),
                    points: badge.points,
                    pointsShown: formatCount(badge.points, locale),
                    exact: formatCount(badge.exact, locale),
                  })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setSharing(badge)}
                aria-label={t("badges.shareLabel", { league: badge.leagueName, week: weekOf(badge) })}
              >
                <Share2 className="size-4" aria-hidden />
                {t("badges.share")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {sharing && <ShareBadgeDialog badge={sharing} user={user} onClose={() => setSharing(null)} />}
    </Panel>
  );
}
