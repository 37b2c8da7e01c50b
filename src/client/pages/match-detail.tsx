import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link, useParams } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { Button, buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useAuth } from "@client/lib/signed-in-user";
import { useMatch } from "../features/match-detail/api/get-match";
import { MatchDetail } from "../features/match-detail/components/match-detail";
import { useMatchLeaguePicks } from "../features/leagues/api/get-leagues";
import { ReminderOffer } from "../features/notifications/components/reminder-offer";
import { errorMessage, isApiError } from "../lib/api";
import type { Match } from "@shared/api/matches";
import { parseMatchId } from "@shared/match-id";
import { useT } from "../lib/i18n/area";
import { matchDetailPageArea } from "./messages/match-detail";

/** /match/:id (docs/rules.md#page-match). */
export default function MatchDetailPage({ id: idProp }: { id?: string }) {
  const params = useParams<{ id?: string }>();
  const id = parseMatchId(idProp ?? params.id);
  return <PlayerLayout>{id === null ? <MatchNotFound /> : <MatchDetailLoader id={id} />}</PlayerLayout>;
}

function MatchDetailLoader({ id }: { id: number }) {
  const t = useT(matchDetailPageArea);
  const { user } = useAuth();
  const { data: match, error, isLoading, refetch, isFetching } = useMatch(id);
  if (isLoading) return <Spinner label={t("loading")} />;
  if (error || !match) {
    if (isApiError(error, 404)) return <MatchNotFound />;
    return (
      <Notice title={t("loadFailed")}>
        <p className="text-muted-foreground">{errorMessage(error, t("somethingWrong"))}</p>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {t("tryAgain")}
        </Button>
      </Notice>
    );
  }
  return (
    <MatchDetail
      match={match}
      credits={user?.credits ?? 0}
      afterCommit={<ReminderOffer matchId={match.id} kickOff={match.matchDate} />}
      inLeagues={user && <InLeagues match={match} />}
    />
  );
}

// The leagues' panel and its words load only for a player it has something to show (or a failure to tell): most of
// the page's readers are in no league that counts the match.
const MatchLeaguePicks = lazy(() => import("../features/leagues/components/match-league-picks").then((m) => ({ default: m.MatchLeaguePicks })));

function InLeagues({ match }: { match: Match }) {
  const { data, error } = useMatchLeaguePicks(match.id);
  if (!error && !data?.leagueCount) return null;
  return (
    <Suspense fallback={null}>
      <MatchLeaguePicks match={match} />
    </Suspense>
  );
}

function MatchNotFound() {
  const t = useT(matchDetailPageArea);
  return (
    <Notice title={t("notFound")}>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(matchDetailPageArea);
  return (
    <section role="alert" className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      {children}
      <Link href="/" className={buttonVariants({ variant: "outline" })}>
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToArena")}
      </Link>
    </section>
  );
}
