import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/pt-BR.json";
import landing from "@client/pages/messages/landing/pt-BR.json";
// A pack lists every area, features' too: its catalogue is data, not the feature's code (docs/decisions.md#languages).
// eslint-disable-next-line boundaries/dependencies
import matchDetail from "@client/features/match-detail/messages/pt-BR.json";
import matchDetailPage from "@client/pages/messages/match-detail/pt-BR.json";

// Every area's pt-BR catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/features/match-detail/messages": matchDetail,
  "client/pages/messages/match-detail": matchDetailPage,
};

export default pack;
