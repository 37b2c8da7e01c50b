import type { LanguagePack } from "../language";
import layout from "@client/components/layout/messages/de.json";
import landing from "@client/pages/messages/landing/de.json";
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

// Every area's de catalogue, by the area's name (its catalogues' folder under src/): catalogues.test.ts checks the list is whole.
const pack: LanguagePack = {
  "client/components/layout/messages": layout,
  "client/pages/messages/landing": landing,
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
};

export default pack;
