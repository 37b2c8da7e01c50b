import { Link } from "wouter";
import { StaticPage } from "../../components/layout/static-page";

/** The nine placeholder pages of SPEC §2: a title, the coming-soon text and a contact link. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <p>This page is coming soon. We're working hard to bring you amazing content!</p>
      <p>
        Questions in the meantime? <Link href="/contact">Contact us</Link>.
      </p>
    </StaticPage>
  );
}
