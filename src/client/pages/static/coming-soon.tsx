import type { ReactNode } from "react";
import { Link } from "wouter";
import { POINTS } from "@shared/constants";
import type { Translate } from "@shared/i18n/catalogue";
import { StaticPage } from "../../components/layout/static-page";
import { useT } from "../../lib/i18n/area";
import { rich } from "../../lib/i18n/rich";
import { comingSoonArea } from "./messages/coming-soon";

type Message = (typeof comingSoonArea.ids)[number];

/** Each placeholder's title by its path (the English one is the route's, src/client/routes.tsx). */
const TITLES: Record<string, Message> = {
  "/press": "page.press",
  "/fair-play": "page.fairPlay",
  "/scoring": "page.scoring",
  "/awards": "page.awards",
  "/community-guidelines": "page.communityGuidelines",
  "/blog": "page.blog",
  "/accessibility": "page.accessibility",
  "/security": "page.security",
  "/api": "page.api",
};

/**
 * What a placeholder already says beyond its fixed text (docs/rules.md#page-coming-soon): the duel's rule matters to every bet, so
 * Scoring & Ranking states it until the full page exists (docs/decisions.md).
 */
const interim: Record<string, (t: Translate<Message>) => ReactNode> = {
  "/scoring": (t) => (
    <p>
      {rich(t("scoring", { exact: POINTS.exact, outcome: POINTS.outcome, difference: POINTS.goalDifference, miss: POINTS.miss }), [
        (text) => <Link href="/how-it-works">{text}</Link>,
      ])}
    </p>
  ),
  // Full-page links: the documentation and the document are served by the server, not the app.
  "/api": (t) => <p>{rich(t("api"), [(text) => <a href="/api/docs">{text}</a>, (text) => <a href="/api/openapi.json">{text}</a>])}</p>,
};

/** The nine placeholder pages (docs/rules.md#page-coming-soon): a title, the coming-soon text and a contact link. */
export default function ComingSoonPage({ title, path }: { title: string; path: string }) {
  const t = useT(comingSoonArea);
  const titleId = TITLES[path];
  return (
    <StaticPage title={titleId ? t(titleId) : title}>
      <p>{t("soon")}</p>
      {interim[path]?.(t)}
      <p>{rich(t("questions"), [(text) => <Link href="/contact">{text}</Link>])}</p>
    </StaticPage>
  );
}
