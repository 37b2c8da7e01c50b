import { Clock, Mail, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { StaticPage } from "../../components/layout/static-page";

const SUPPORT_EMAIL = "support@prophecyleague.example";
const PRESS_EMAIL = "press@prophecyleague.example";

export default function ContactPage() {
  return (
    <StaticPage title="Contact Us" lead="Real people read every message. Here is how to reach us.">
      <p>
        We do not use a contact form: write to us by e-mail from the address linked to your account, so that we can find your account and reply to you
        directly. Please never send your password; we will never ask for it.
      </p>

      <section className="rounded-xl border border-border bg-card p-5">
        <h2 className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden />
          Player support
        </h2>
        <p className="mt-2">
          For help with your account, a bet that looks wrong, a referral code that did not apply, a bug, or a request to delete your data, e-mail{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          It helps to include your username, the match concerned (the address of its match page is ideal), what you expected to happen and what
          happened instead. A screenshot is welcome.
        </p>
      </section>

      <section className="rounded-xl border border-border bg-card p-5">
        <h2 className="flex items-center gap-2">
          <Newspaper className="size-5 text-primary" aria-hidden />
          Press and partnerships
        </h2>
        <p className="mt-2">
          Journalists, content creators and potential partners can write to <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>. We are happy to
          explain how the oracles work, share public statistics from the arena and provide logos and screenshots.
        </p>
      </section>

      <section className="rounded-xl border border-border bg-card p-5">
        <h2 className="flex items-center gap-2">
          <Clock className="size-5 text-primary" aria-hidden />
          Response times
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>Account and bet questions: usually within 2 working days.</li>
          <li>Data deletion requests: confirmed within 2 working days and completed within 30 days.</li>
          <li>Press enquiries: usually within 3 working days.</li>
        </ul>
        <p className="mt-2 text-sm text-muted-foreground">
          Match results and settlements happen automatically; if a result looks late, it normally updates at the next sync (these run every 10
          minutes), so please give it a little time before writing in.
        </p>
      </section>

      <h2>Before you write</h2>
      <p>
        Many questions about scoring, payouts, refunds and referrals are already answered in the <Link href="/faq">FAQ / Help Center</Link> and on{" "}
        <Link href="/how-it-works">How It Works</Link>.
      </p>
    </StaticPage>
  );
}
