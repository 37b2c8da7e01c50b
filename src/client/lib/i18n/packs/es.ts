/* eslint-disable boundaries/dependencies -- a language pack lists every area's catalogue, the features' too */
import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/es.json";
import landing from "@client/pages/messages/landing/es.json";
import notifications from "@client/features/notifications/messages/es.json";
import stats from "@client/features/stats/messages/es.json";
import statsPage from "@client/pages/messages/stats/es.json";
import verify from "@client/features/verify/messages/es.json";
import verifyPage from "@client/pages/messages/verify/es.json";
import ui from "@client/components/ui/messages/es.json";
import components from "@client/components/messages/es.json";
import share from "@client/components/share/messages/es.json";
import trackRecord from "@client/components/track-record/messages/es.json";

// Every area's es catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
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
