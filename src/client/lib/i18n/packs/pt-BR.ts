import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/pt-BR.json";
import landing from "@client/pages/messages/landing/pt-BR.json";
import matches from "@client/features/matches/messages/pt-BR.json";
import socialProof from "@client/features/social-proof/messages/pt-BR.json";
import arena from "@client/pages/messages/arena/pt-BR.json";
import followedLink from "@client/pages/messages/followed-link/pt-BR.json";
import matchDetail from "@client/features/match-detail/messages/pt-BR.json";
import matchDetailPage from "@client/pages/messages/match-detail/pt-BR.json";

// Every area's pt-BR catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
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
