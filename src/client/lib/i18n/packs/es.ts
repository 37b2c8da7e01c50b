import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/es.json";
import landing from "@client/pages/messages/landing/es.json";
import matches from "@client/features/matches/messages/es.json";
import socialProof from "@client/features/social-proof/messages/es.json";
import arena from "@client/pages/messages/arena/es.json";
import followedLink from "@client/pages/messages/followed-link/es.json";
import matchDetail from "@client/features/match-detail/messages/es.json";
import matchDetailPage from "@client/pages/messages/match-detail/es.json";
import picks from "@client/features/picks/messages/es.json";
import picksPage from "@client/pages/messages/picks/es.json";
import prophetsPage from "@client/pages/messages/prophets/es.json";
import leagues from "@client/features/leagues/messages/es.json";
import leaguesPage from "@client/pages/messages/leagues/es.json";
import leaguePage from "@client/pages/messages/league/es.json";
import leagueJoinPage from "@client/pages/messages/league-join/es.json";

// Every area's es catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/features/matches/messages": matches,
  "client/features/social-proof/messages": socialProof,
  "client/pages/messages/arena": arena,
  "client/pages/messages/followed-link": followedLink,
  "client/features/match-detail/messages": matchDetail,
  "client/pages/messages/match-detail": matchDetailPage,
  "client/features/picks/messages": picks,
  "client/pages/messages/picks": picksPage,
  "client/pages/messages/prophets": prophetsPage,
  "client/features/leagues/messages": leagues,
  "client/pages/messages/leagues": leaguesPage,
  "client/pages/messages/league": leaguePage,
  "client/pages/messages/league-join": leagueJoinPage,
};

export default pack;
