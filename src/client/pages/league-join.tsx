import { Users } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { MAX_LEAGUE_MEMBERS } from "@shared/constants";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { Panel } from "../components/ui/panel";
import { errorMessage, isApiError } from "../lib/api";
import { clearPendingLeagueInvite } from "../lib/pending-league-invite";
import { useLeagueInvite } from "../features/leagues/api/get-leagues";
import { JoinLeagueForm } from "../features/leagues/components/league-forms";
import { useT } from "../lib/i18n/area";
import { leagueJoinPageArea } from "./messages/league-join";

/** /leagues/join/:code: an invite link. Signed out, the landing keeps the code through sign-up. */
export default function LeagueJoinPage() {
  const t = useT(leagueJoinPageArea);
  const { code = "" } = useParams<{ code?: string }>();
  const query = useLeagueInvite(code);
  const invite = query.data;
  useEffect(() => clearPendingLeagueInvite(), []);
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-md gap-6">
        <Panel
          title={t("title")}
          icon={Users}
          tone="text-accent"
          testId="league-invite"
          query={query}
          loading={t("loading")}
          failed={isApiError(query.error, 404) ? t("invalid") : errorMessage(query.error, t("failed"))}
        >
          {invite && (
            <div className="mt-3 grid gap-4">
              <p>
                <strong className="font-display text-2xl">{invite.name}</strong>
                <span className="block text-sm text-muted-foreground">
                  {t("byLine", { owner: invite.ownerUsername, count: invite.memberCount, shown: String(invite.memberCount) })}
                </span>
              </p>
              {invite.isMember ? (
                <Link href="/leagues" className={buttonVariants({ variant: "outline" })}>
                  {t("member")}
                </Link>
              ) : invite.memberCount >= MAX_LEAGUE_MEMBERS ? (
                <p role="status" className="rounded-xl border border-destructive p-3 text-sm text-destructive">
                  {t("full", { max: String(MAX_LEAGUE_MEMBERS) })}
                </p>
              ) : (
                <JoinLeagueForm initialCode={code.toUpperCase()} />
              )}
            </div>
          )}
        </Panel>
      </div>
    </PlayerLayout>
  );
}
