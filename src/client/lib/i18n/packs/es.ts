import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/es.json";
import landing from "@client/pages/messages/landing/es.json";
import staticPage from "@client/pages/static/messages/static-page/es.json";
import howItWorks from "@client/pages/static/messages/how-it-works/es.json";
import faq from "@client/pages/static/messages/faq/es.json";
import aiTransparency from "@client/pages/static/messages/ai-transparency/es.json";
import disclaimer from "@client/pages/static/messages/disclaimer/es.json";
import comingSoon from "@client/pages/static/messages/coming-soon/es.json";
import about from "@client/pages/static/messages/about/es.json";
import contact from "@client/pages/static/messages/contact/es.json";
import terms from "@client/pages/static/messages/terms/es.json";
import privacy from "@client/pages/static/messages/privacy/es.json";
import footballHistory from "@client/pages/static/messages/football-history/es.json";

// Every area's es catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/pages/static/messages/static-page": staticPage,
  "client/pages/static/messages/how-it-works": howItWorks,
  "client/pages/static/messages/faq": faq,
  "client/pages/static/messages/ai-transparency": aiTransparency,
  "client/pages/static/messages/disclaimer": disclaimer,
  "client/pages/static/messages/coming-soon": comingSoon,
  "client/pages/static/messages/about": about,
  "client/pages/static/messages/contact": contact,
  "client/pages/static/messages/terms": terms,
  "client/pages/static/messages/privacy": privacy,
  "client/pages/static/messages/football-history": footballHistory,
};

export default pack;
