import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/de.json";
import landing from "@client/pages/messages/landing/de.json";
import picks from "@client/features/picks/messages/de.json";
import picksPage from "@client/pages/messages/picks/de.json";
import prophetsPage from "@client/pages/messages/prophets/de.json";
import leagues from "@client/features/leagues/messages/de.json";
import leaguesPage from "@client/pages/messages/leagues/de.json";
import leaguePage from "@client/pages/messages/league/de.json";
import leagueJoinPage from "@client/pages/messages/league-join/de.json";

// Every area's de catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
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
