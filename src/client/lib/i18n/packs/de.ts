import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/de.json";
import landing from "@client/pages/messages/landing/de.json";
import matches from "@client/features/matches/messages/de.json";
import socialProof from "@client/features/social-proof/messages/de.json";
import arena from "@client/pages/messages/arena/de.json";
import followedLink from "@client/pages/messages/followed-link/de.json";
import matchDetail from "@client/features/match-detail/messages/de.json";
import matchDetailPage from "@client/pages/messages/match-detail/de.json";

// Every area's de catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/features/matches/messages": matches,
  "client/features/social-proof/messages": socialProof,
  "client/pages/messages/arena": arena,
  "client/pages/messages/followed-link": followedLink,
  "client/features/match-detail/messages": matchDetail,
  "client/pages/messages/match-detail": matchDetailPage,
};

export default pack;
