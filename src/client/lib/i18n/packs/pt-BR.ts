import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/pt-BR.json";
import landing from "@client/pages/messages/landing/pt-BR.json";
import staticPage from "@client/pages/static/messages/static-page/pt-BR.json";
import howItWorks from "@client/pages/static/messages/how-it-works/pt-BR.json";
import faq from "@client/pages/static/messages/faq/pt-BR.json";
import aiTransparency from "@client/pages/static/messages/ai-transparency/pt-BR.json";
import disclaimer from "@client/pages/static/messages/disclaimer/pt-BR.json";
import comingSoon from "@client/pages/static/messages/coming-soon/pt-BR.json";
import about from "@client/pages/static/messages/about/pt-BR.json";
import contact from "@client/pages/static/messages/contact/pt-BR.json";
import terms from "@client/pages/static/messages/terms/pt-BR.json";
import privacy from "@client/pages/static/messages/privacy/pt-BR.json";
import footballHistory from "@client/pages/static/messages/football-history/pt-BR.json";

// Every area's pt-BR catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
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
