import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/es.json";
import landing from "@client/pages/messages/landing/es.json";
import matches from "@client/features/matches/messages/es.json";
import socialProof from "@client/features/social-proof/messages/es.json";
import arena from "@client/pages/messages/arena/es.json";
import followedLink from "@client/pages/messages/followed-link/es.json";
import matchDetail from "@client/features/match-detail/messages/es.json";
import matchDetailPage from "@client/pages/messages/match-detail/es.json";
import picks from "@client/features/picks/messages/es.json";
import picksPage from "@client/pages/messages/picks/es.json";
import prophetsPage from "@client/pages/messages/prophets/es.json";
import season from "@client/features/season/messages/es.json";
import seasonPage from "@client/pages/messages/season/es.json";
import leagues from "@client/features/leagues/messages/es.json";
import leaguesPage from "@client/pages/messages/leagues/es.json";
import leaguePage from "@client/pages/messages/league/es.json";
import leagueJoinPage from "@client/pages/messages/league-join/es.json";
import auth from "@client/features/auth/messages/es.json";
import profile from "@client/features/profile/messages/es.json";
import referrals from "@client/features/referrals/messages/es.json";
import signIn from "@client/pages/messages/sign-in/es.json";
import forgotPassword from "@client/pages/messages/forgot-password/es.json";
import resetPassword from "@client/pages/messages/reset-password/es.json";
import verifyEmail from "@client/pages/messages/verify-email/es.json";
import logout from "@client/pages/messages/logout/es.json";
import playerCard from "@client/pages/messages/player-card/es.json";
import referralsPage from "@client/pages/messages/referrals/es.json";
import notFound from "@client/pages/messages/not-found/es.json";
import notifications from "@client/features/notifications/messages/es.json";
import stats from "@client/features/stats/messages/es.json";
import statsPage from "@client/pages/messages/stats/es.json";
import verify from "@client/features/verify/messages/es.json";
import verifyPage from "@client/pages/messages/verify/es.json";
import ui from "@client/components/ui/messages/es.json";
import components from "@client/components/messages/es.json";
import share from "@client/components/share/messages/es.json";
import trackRecord from "@client/components/track-record/messages/es.json";
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
import libWords from "@client/lib/messages/es.json";
import sharedWords from "@client/lib/shared-words/messages/es.json";

// Every area's es catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
  "client/features/matches/messages": matches,
  "client/features/social-proof/messages": socialProof,
  "client/pages/messages/arena": arena,
  "client/pages/messages/followed-link": followedLink,
  "client/features/match-detail/messages": matchDetail,
  "client/pages/messages/match-detail": matchDetailPage,
  "client/features/picks/messages": picks,
  "client/pages/messages/picks": picksPage,
  "client/pages/messages/prophets": prophetsPage,
  "client/features/season/messages": season,
  "client/pages/messages/season": seasonPage,
  "client/features/leagues/messages": leagues,
  "client/pages/messages/leagues": leaguesPage,
  "client/pages/messages/league": leaguePage,
  "client/pages/messages/league-join": leagueJoinPage,
  "client/features/auth/messages": auth,
  "client/features/profile/messages": profile,
  "client/features/referrals/messages": referrals,
  "client/pages/messages/sign-in": signIn,
  "client/pages/messages/forgot-password": forgotPassword,
  "client/pages/messages/reset-password": resetPassword,
  "client/pages/messages/verify-email": verifyEmail,
  "client/pages/messages/logout": logout,
  "client/pages/messages/player-card": playerCard,
  "client/pages/messages/referrals": referralsPage,
  "client/pages/messages/not-found": notFound,
  "client/features/notifications/messages": notifications,
  "client/features/stats/messages": stats,
  "client/pages/messages/stats": statsPage,
  "client/features/verify/messages": verify,
  "client/pages/messages/verify": verifyPage,
  "client/components/ui/messages": ui,
  "client/components/messages": components,
  "client/components/track-record/messages": trackRecord,
  "client/components/share/messages": share,
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
  "client/lib/messages": libWords,
  "client/lib/shared-words/messages": sharedWords,
};

export default pack;
