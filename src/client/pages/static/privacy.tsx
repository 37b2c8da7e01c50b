import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";

const STORED = [
  {
    what: "E-mail address",
    why: "To sign you in and, if you write to us, to reply. It is never shown to other players.",
  },
  { what: "Username", why: "Shown on leaderboards and referral rankings so other players can see who is winning." },
  {
    what: "Password (hashed)",
    why: "We store only a scrypt hash of your password, never the password itself, so not even we can read it.",
  },
  {
    what: "Session cookie",
    why: "A random identifier in an httpOnly cookie that keeps you signed in for 30 days, renewed while you play. Scripts on the page cannot read it.",
  },
  {
    what: "Bets and credit ledger",
    why: "Every bet you place and every change to your credits (sign-up grant, stakes, payouts, refunds, referral rewards), so that your balance can always be checked.",
  },
  {
    what: "Analytics events",
    why: "Page views and share clicks, tagged with a random session id created in your browser. We use them to see which features people use.",
  },
];

export default function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" lead="We keep as little as we can, we keep it safe, and we never sell it.">
      <p>
        This policy explains what {PRODUCT_NAME} stores about you, why, who can see it and how to have it deleted. It applies to the website and
        everything it connects to.
      </p>

      <h2>What we store</h2>
      <dl className="space-y-4">
        {STORED.map((item) => (
          <div key={item.what} className="rounded-lg border border-border bg-card p-4">
            <dt className="font-semibold">{item.what}</dt>
            <dd className="mt-1 text-muted-foreground">{item.why}</dd>
          </div>
        ))}
      </dl>
      <p>
        If you sign in through an external provider, we receive the basic profile details that provider shares with us, such as your e-mail address,
        name and profile picture, and use them in the same way.
      </p>

      <h2>Who can see what</h2>
      <p>
        Other players see your username, credits, XP and streak on the leaderboards, and your referral count and referral earnings if you invite
        friends. Other players never see your e-mail address or your bets. Only a small number of administrators can see account e-mail addresses, and
        only to run and protect the service.
      </p>

      <h2>What we do not do</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>We do not sell, rent or trade your data to anyone.</li>
        <li>We do not show advertising and we use no third-party tracking cookies.</li>
        <li>We never ask for payment details: the game uses play money only.</li>
      </ul>

      <h2>Cookies and browser storage</h2>
      <p>
        We use one essential cookie, the session cookie described above. Your browser's local storage keeps your light or dark theme choice, and
        session storage keeps the random analytics session id, which is discarded when you close the tab.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are hashed with scrypt, sessions are stored on our server, and on secure (HTTPS) connections the session cookie is marked Secure so
        it is never sent unencrypted. Despite our care, no system is perfectly secure, so please use a password you do not use elsewhere.
      </p>

      <h2>Deleting your data</h2>
      <p>
        You can ask us to delete your account and the data linked to it at any time through the <Link href="/contact">Contact Us</Link> page. Write
        from the e-mail address on your account so we can confirm it is you. Deletion is permanent: your credits, bets, streak and referral history
        cannot be restored afterwards.
      </p>

      <h2>Children</h2>
      <p>
        {PRODUCT_NAME} is for players aged {MINIMUM_AGE} and over. If you believe a younger child has created an account, please contact us and we
        will remove it.
      </p>

      <h2>Changes to this policy</h2>
      <p>If we change what we store or how we use it, we will update this page before the change takes effect.</p>
    </StaticPage>
  );
}
