import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/pt-BR.json";
import landing from "@client/pages/messages/landing/pt-BR.json";
import matches from "@client/features/matches/messages/pt-BR.json";
import socialProof from "@client/features/social-proof/messages/pt-BR.json";
import arena from "@client/pages/messages/arena/pt-BR.json";
import followedLink from "@client/pages/messages/followed-link/pt-BR.json";
import matchDetail from "@client/features/match-detail/messages/pt-BR.json";
import matchDetailPage from "@client/pages/messages/match-detail/pt-BR.json";
import picks from "@client/features/picks/messages/pt-BR.json";
import picksPage from "@client/pages/messages/picks/pt-BR.json";
import prophetsPage from "@client/pages/messages/prophets/pt-BR.json";
import season from "@client/features/season/messages/pt-BR.json";
import seasonPage from "@client/pages/messages/season/pt-BR.json";
import leagues from "@client/features/leagues/messages/pt-BR.json";
import leaguesPage from "@client/pages/messages/leagues/pt-BR.json";
import leaguePage from "@client/pages/messages/league/pt-BR.json";
import leagueJoinPage from "@client/pages/messages/league-join/pt-BR.json";
import auth from "@client/features/auth/messages/pt-BR.json";
import profile from "@client/features/profile/messages/pt-BR.json";
import referrals from "@client/features/referrals/messages/pt-BR.json";
import signIn from "@client/pages/messages/sign-in/pt-BR.json";
import forgotPassword from "@client/pages/messages/forgot-password/pt-BR.json";
import resetPassword from "@client/pages/messages/reset-password/pt-BR.json";
import verifyEmail from "@client/pages/messages/verify-email/pt-BR.json";
import logout from "@client/pages/messages/logout/pt-BR.json";
import playerCard from "@client/pages/messages/player-card/pt-BR.json";
import referralsPage from "@client/pages/messages/referrals/pt-BR.json";
import notFound from "@client/pages/messages/not-found/pt-BR.json";
import notifications from "@client/features/notifications/messages/pt-BR.json";
import stats from "@client/features/stats/messages/pt-BR.json";
import statsPage from "@client/pages/messages/stats/pt-BR.json";
import verify from "@client/features/verify/messages/pt-BR.json";
import verifyPage from "@client/pages/messages/verify/pt-BR.json";
import ui from "@client/components/ui/messages/pt-BR.json";
import components from "@client/components/messages/pt-BR.json";
import share from "@client/components/share/messages/pt-BR.json";
import trackRecord from "@client/components/track-record/messages/pt-BR.json";
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
import libWords from "@client/lib/messages/pt-BR.json";
import sharedWords from "@client/lib/shared-words/messages/pt-BR.json";

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
