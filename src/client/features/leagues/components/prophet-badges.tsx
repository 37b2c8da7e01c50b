import { Share2, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { User } from "@shared/api/auth";
import type { ProphetBadge } from "@shared/api/leagues";
import { weekLabel } from "../../../components/share/card-model";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { errorMessage } from "../../../lib/api";
import { formatCount } from "../../../lib/format";
import { useProphetBadges } from "../api/get-leagues";
import { ShareBadgeDialog } from "./league-share-dialogs";

/** The profile's 'Prophet of the Week' badges: each league and week the player topped, each with its card to share. */
export function ProphetBadges({ user }: { user: Pick<User, "username" | "referralCode"> }) {
  const query = useProphetBadges();
  const badges = query.data;
  const [sharing, setSharing] = useState<ProphetBadge | null>(null);
  return (
    <Panel
      title="Prophet of the Week"
      icon={Star}
      tone="text-accent"
      testId="prophet-badges"
      query={query}
      loading="Loading your badges..."
      failed={errorMessage(query.error, "Could not load your badges")}
      empty={
        badges?.length === 0 ? (
          <>
            Top a{" "}
            <Link href="/leagues" className="underline underline-offset-2">
              private league
            </Link>
            's week with your score picks to earn the badge.
          </>
        ) : null
      }
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
                  {weekLabel(badge.weekStart)} · {formatCount(badge.points)} points · {formatCount(badge.exact)} exact
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setSharing(badge)}
                aria-label={`Share your badge for ${badge.leagueName}, ${weekLabel(badge.weekStart)}`}
              >
                <Share2 className="size-4" aria-hidden />
                Share
              </Button>
            </li>
          ))}
        </ul>
      )}
      {sharing && <ShareBadgeDialog badge={sharing} user={user} onClose={() => setSharing(null)} />}
    </Panel>
  );
}
