import { useDeferredValue, useState } from "react";
import type { Bet } from "@shared/api/bets";
import type { ListedMatch } from "@shared/api/matches";
import { ALL_LEAGUES, filterByLeague, leagues } from "@shared/match-display";
import { PlayerLayout } from "../components/layout/player-layout";
import { ShareButtons } from "../components/share/share-buttons";
import { useAuth } from "@client/lib/signed-in-user";
import { useMatches } from "../features/matches/api/get-matches";
import { FetchNewButton } from "../features/matches/components/fetch-new-button";
import { HistoryTab } from "../features/matches/components/history-tab";
import { LeaderboardTab } from "../features/matches/components/leaderboard-tab";
import { LeagueFilter } from "../features/matches/components/league-filter";
import { LiveStats } from "../features/matches/components/live-stats";
import { MatchList } from "../features/matches/components/match-list";
import { useArenaPush } from "../features/matches/hooks/use-arena-push";
import { useOwnBets } from "../features/matches/hooks/use-own-bets";
import { useBetHistory } from "../features/profile/api/get-bet-history";
import { ArenaNextToKickOff } from "./arena-next-to-kick-off";
import { useOpenPicks } from "../features/picks/api/get-open-picks";
import { CardPick } from "../features/picks/components/card-pick";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { siteOrigin } from "../lib/origin";
import { useT } from "../lib/i18n/area";
import { arenaArea } from "./messages/arena";

const NO_MATCHES: ListedMatch[] = [];
const NO_BETS: Bet[] = [];

/** The arena's pick slot: one function for the page's life, so the memoized cards never draw again for it. */
const cardPick = (match: ListedMatch) => <CardPick match={match} />;

/** Arena home for signed-in players (docs/rules.md#page-arena): live stats, filter, and the Matches/History/Leaderboard tabs. */
export default function ArenaPage() {
  const { user } = useAuth();
  const t = useT(arenaArea);
  const { data = NO_MATCHES, isLoading: isFetching, isError } = useMatches();
  // Seventy-odd cards are the longest piece of work on the page: rendered as a deferred update,
  // React splits them into short slices. The spinner stays up until the first list is in; later
  // updates keep the old cards on screen meanwhile.
  const matches = useDeferredValue(data);
  // The player's own stakes on the cards and under "Just finished": one read of their bets, fetched beside
  // the list (entry-server.tsx). The cards wait for it too, or a stake line arriving after them would push
  // everything below it down in sight; a failed read lets them show without.
  const { data: betHistory, dataUpdatedAt: betsReadAt, isPending: betsPending, isError: betsFailed } = useBetHistory();
  const isLoading = isFetching || (matches === NO_MATCHES && data !== NO_MATCHES) || (betsPending && !betsFailed);
  const [league, setLeague] = useState(ALL_LEAGUES);
  const leagueNames = leagues(matches);
  // A league that vanished from the list (after a refresh) falls back to all leagues.
  const selected = league === ALL_LEAGUES || leagueNames.includes(league) ? league : ALL_LEAGUES;
  const shown = filterByLeague(matches, selected);
  // The player's picks on the upcoming cards: one read of the open picks for every card (each card watches its line).
  useOpenPicks();
  const ownBets = useOwnBets(betsFailed ? NO_BETS : betHistory, betsReadAt);
  useArenaPush(ownBets?.onMatch);

  return (
    <PlayerLayout loadingLabel={t("loading")}>
      {/* On a phone the first match card must be whole on the first screen: the title, tagline and live
          stats keep their words and only shrink, and the share buttons wait below the matches. */}
      <section className="text-center">
        <h1 className="font-display text-2xl font-bold sm:text-5xl">{t("title")}</h1>
        <p className="mt-1 text-sm text-muted-foreground sm:mt-3 sm:text-base">{t("tagline")}</p>
      </section>
      <div className="mt-3 sm:mt-6">
        <LiveStats />
      </div>

      <Tabs defaultValue="matches" className="mt-4 sm:mt-8">
        <div className="mb-4 flex flex-col gap-2 sm:mb-6 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <TabsList aria-label={t("tabs.label")} className="sm:w-auto">
            <TabsTrigger value="matches" className="sm:px-5">
              <span className="hidden sm:inline">{t("tabs.matches")}</span>
              <span className="sm:hidden">{t("tabs.live")}</span>
            </TabsTrigger>
            <TabsTrigger value="history" className="sm:px-5">
              {t("tabs.history")}
            </TabsTrigger>
            <TabsTrigger value="leaderboard" className="sm:px-5">
              <span className="hidden sm:inline">{t("tabs.leaderboard")}</span>
              <span className="sm:hidden">{t("tabs.ranks")}</span>
            </TabsTrigger>
          </TabsList>
          <div className="flex gap-2">
            {matches.length > 0 && (
              <div className="flex-1">
                <LeagueFilter leagues={leagueNames} value={selected} onChange={setLeague} />
              </div>
            )}
            <FetchNewButton />
          </div>
        </div>
        {isError && (
          <p role="alert" className="mb-6 rounded-lg border border-destructive p-3 text-sm text-destructive">
            {t("loadFailed")}
          </p>
        )}
        <TabsContent value="matches">
          {!isLoading && <ArenaNextToKickOff matches={shown} backed={ownBets?.onMatch} />}
          <MatchList matches={shown} isLoading={isLoading} pickSlot={cardPick} bets={ownBets} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab matches={shown} isLoading={isLoading} />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardTab currentUserId={user?.id} />
        </TabsContent>
      </Tabs>
      {/* After the matches, not before: drawn while the list loads, the cards' arrival would push it down in sight. */}
      {!isLoading && (
        <section aria-labelledby="share-arena" className="mt-10 text-center">
          <h2 id="share-arena" className="text-sm font-semibold text-muted-foreground">
            {t("share.title")}
          </h2>
          <ShareButtons shareType="arena" url={siteOrigin()} text={t("share.text")} className="mt-3 justify-center" />
        </section>
      )}
    </PlayerLayout>
  );
}
