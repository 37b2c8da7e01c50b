import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/de.json";
import landing from "@client/pages/messages/landing/de.json";
import staticPage from "@client/pages/static/messages/static-page/de.json";
import howItWorks from "@client/pages/static/messages/how-it-works/de.json";
import faq from "@client/pages/static/messages/faq/de.json";
import aiTransparency from "@client/pages/static/messages/ai-transparency/de.json";
import disclaimer from "@client/pages/static/messages/disclaimer/de.json";
import comingSoon from "@client/pages/static/messages/coming-soon/de.json";
import about from "@client/pages/static/messages/about/de.json";
import contact from "@client/pages/static/messages/contact/de.json";
import terms from "@client/pages/static/messages/terms/de.json";
import privacy from "@client/pages/static/messages/privacy/de.json";
import footballHistory from "@client/pages/static/messages/football-history/de.json";

// Every area's de catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
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
