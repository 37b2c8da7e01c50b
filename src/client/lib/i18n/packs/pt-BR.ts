import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/pt-BR.json";
import landing from "@client/pages/messages/landing/pt-BR.json";
import picks from "@client/features/picks/messages/pt-BR.json";
import picksPage from "@client/pages/messages/picks/pt-BR.json";
import prophetsPage from "@client/pages/messages/prophets/pt-BR.json";
import leagues from "@client/features/leagues/messages/pt-BR.json";
import leaguesPage from "@client/pages/messages/leagues/pt-BR.json";
import leaguePage from "@client/pages/messages/league/pt-BR.json";
import leagueJoinPage from "@client/pages/messages/league-join/pt-BR.json";

// Every area's pt-BR catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/features/picks/messages": picks,
  "client/pages/messages/picks": picksPage,
  "client/pages/messages/prophets": prophetsPage,
  "client/features/leagues/messages": leagues,
  "client/pages/messages/leagues": leaguesPage,
  "client/pages/messages/league": leaguePage,
  "client/pages/messages/league-join": leagueJoinPage,
};

export default pack;
