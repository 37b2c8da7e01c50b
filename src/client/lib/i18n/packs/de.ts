import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/de.json";
import landing from "@client/pages/messages/landing/de.json";
import matches from "@client/features/matches/messages/de.json";
import socialProof from "@client/features/social-proof/messages/de.json";
import arena from "@client/pages/messages/arena/de.json";
import followedLink from "@client/pages/messages/followed-link/de.json";
import matchDetail from "@client/features/match-detail/messages/de.json";
import matchDetailPage from "@client/pages/messages/match-detail/de.json";
import picks from "@client/features/picks/messages/de.json";
import picksPage from "@client/pages/messages/picks/de.json";
import prophetsPage from "@client/pages/messages/prophets/de.json";
import season from "@client/features/season/messages/de.json";
import seasonPage from "@client/pages/messages/season/de.json";
import leagues from "@client/features/leagues/messages/de.json";
import leaguesPage from "@client/pages/messages/leagues/de.json";
import leaguePage from "@client/pages/messages/league/de.json";
import leagueJoinPage from "@client/pages/messages/league-join/de.json";
import auth from "@client/features/auth/messages/de.json";
import profile from "@client/features/profile/messages/de.json";
import referrals from "@client/features/referrals/messages/de.json";
import signIn from "@client/pages/messages/sign-in/de.json";
import forgotPassword from "@client/pages/messages/forgot-password/de.json";
import resetPassword from "@client/pages/messages/reset-password/de.json";
import verifyEmail from "@client/pages/messages/verify-email/de.json";
import logout from "@client/pages/messages/logout/de.json";
import playerCard from "@client/pages/messages/player-card/de.json";
import referralsPage from "@client/pages/messages/referrals/de.json";
import notFound from "@client/pages/messages/not-found/de.json";
import notifications from "@client/features/notifications/messages/de.json";
import stats from "@client/features/stats/messages/de.json";
import statsPage from "@client/pages/messages/stats/de.json";
import verify from "@client/features/verify/messages/de.json";
import verifyPage from "@client/pages/messages/verify/de.json";
import ui from "@client/components/ui/messages/de.json";
import components from "@client/components/messages/de.json";
import share from "@client/components/share/messages/de.json";
import trackRecord from "@client/components/track-record/messages/de.json";
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
import libWords from "@client/lib/messages/de.json";
import sharedWords from "@client/lib/shared-words/messages/de.json";

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
