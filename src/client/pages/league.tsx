import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { errorMessage, isApiError } from "../lib/api";
import { forgetJustJoined, isJustJoined } from "../lib/league-invite-sign-up";
import { parseMatchId } from "@shared/match-id";
import { useLeague } from "../features/leagues/api/get-leagues";
import { LeagueBanter } from "../features/leagues/components/league-banter";
import { LeagueHonours } from "../features/leagues/components/league-honours";
import { LeagueJoinedNotice } from "../features/leagues/components/league-joined";
import { InvitePanel, MembersPanel } from "../features/leagues/components/league-members";
import { LeagueTable } from "../features/leagues/components/league-table";
import { LeaguePicks } from "../features/leagues/components/league-picks";
import { LeagueRulesPanel } from "../features/leagues/components/league-rules";
import { PicksPointer } from "../features/picks/components/picks-pointer";
import { useT } from "../lib/i18n/area";
import { leaguePageArea } from "./messages/league";

/** /leagues/:id: a league's table, members and invite. Members only. */
export default function LeaguePage() {
  const t = useT(leaguePageArea);
  const params = useParams<{ id?: string }>();
  // League ids are positive int4, like match ids.
  const id = parseMatchId(params.id);
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
        <Link href="/leagues" className={buttonVariants({ variant: "ghost", size: "sm", className: "justify-self-start" })}>
          <ArrowLeft className="size-4" aria-hidden />
          {t("back")}
        </Link>
        {id === null ? <Problem text={t("missing")} /> : <LeagueLoader id={id} />}
      </div>
    </PlayerLayout>
  );
}

function LeagueLoader({ id }: { id: number }) {
  const t = useT(leaguePageArea);
  const { data: league, isLoading, error } = useLeague(id);
  const search = useSearch();
  // The notice stays while the page is open, and is not said again on the next visit: forgotten once it is on the
  // screen, not when first read (a fresh-clone run lost it to a render thrown away before it showed).
  const [justJoined] = useState(() => isJustJoined(id));
  useEffect(() => {
    if (justJoined) forgetJustJoined();
  }, [justJoined]);
  if (isLoading) return <Spinner label={t("loading")} />;
  if (error || !league) {
    const text = isApiError(error, 403) ? t("membersOnly") : errorMessage(error, t("failed"));
    return <Problem text={isApiError(error, 404) ? t("closed") : text} />;
  }
  // An owner alone in the league has nobody to rank yet: the invite comes first, on the first screen.
  const inviteFirst = league.isOwner && league.memberCount === 1;
  return (
    <>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{league.name}</h1>
      {justJoined && !league.isOwner && <LeagueJoinedNotice league={league} />}
      {inviteFirst && <InvitePanel league={league} />}
      {/* A member who has just joined has no picks yet, and the table ranks nothing else. */}
      <PicksPointer context={t("pointer")} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          {/* A link to another of its tables (the bell's, while the page is open) opens that one. */}
          <LeagueTable key={search} league={league} />
          <LeaguePicks league={league} />
        </div>
        <div className="grid gap-6">
          {!inviteFirst && <InvitePanel league={league} />}
          {/* The talk before the roll: read every visit, where the members' list is looked up now and then. */}
          <LeagueBanter league={league} />
          <MembersPanel league={league} />
          <LeagueHonours league={league} />
          <LeagueRulesPanel league={league} />
        </div>
      </div>
    </>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-dashed border-border p-10 text-center text-lg text-muted-foreground">
      {text}
    </p>
  );
}
