/* eslint-disable boundaries/dependencies -- a language pack lists every area's catalogue, the features' too */
import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/pt-BR.json";
import landing from "@client/pages/messages/landing/pt-BR.json";
import notifications from "@client/features/notifications/messages/pt-BR.json";
import stats from "@client/features/stats/messages/pt-BR.json";
import statsPage from "@client/pages/messages/stats/pt-BR.json";
import verify from "@client/features/verify/messages/pt-BR.json";
import verifyPage from "@client/pages/messages/verify/pt-BR.json";
import ui from "@client/components/ui/messages/pt-BR.json";
import components from "@client/components/messages/pt-BR.json";
import share from "@client/components/share/messages/pt-BR.json";
import trackRecord from "@client/components/track-record/messages/pt-BR.json";

// Every area's pt-BR catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/features/notifications/messages": notifications,
  "client/features/stats/messages": stats,
  "client/pages/messages/stats": statsPage,
  "client/features/verify/messages": verify,
  "client/pages/messages/verify": verifyPage,
  "client/components/ui/messages": ui,
  "client/components/messages": components,
  "client/components/track-record/messages": trackRecord,
  "client/components/share/messages": share,
};

export default pack;
