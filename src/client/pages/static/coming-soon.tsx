import type { ReactNode } from "react";
import { Link } from "wouter";
import { POINTS } from "@shared/constants";
import { StaticPage } from "../../components/layout/static-page";

/**
 * What a placeholder already says beyond its fixed text (docs/rules.md#page-coming-soon): the duel's rule matters to every bet, so
 * Scoring & Ranking states it until the full page exists (docs/decisions.md).
 */
const interim: Record<string, ReactNode> = {
  "/scoring": (
    <p>
      In short: each oracle's prediction earns {POINTS.exact} points for the exact score, {POINTS.outcome} for the correct winner or draw,{" "}
      {POINTS.goalDifference} for the correct goal difference, {POINTS.miss} otherwise, and the oracle with more points wins the duel. On equal
      points, the oracle whose sealed forecast gave the final score the higher chance saw clearer and wins. Only an exact tie, a missing prediction or
      a cancelled match refunds the bets. The full rules are on <Link href="/how-it-works">How It Works</Link>.
    </p>
  ),
  // Full-page links: the documentation and the document are served by the server, not the app.
  "/api": (
    <p>
      Until then, every call the game makes is described in OpenAPI 3.1: read the <a href="/api/docs">API documentation</a> or download{" "}
      <a href="/api/openapi.json">openapi.json</a> to generate a client.
    </p>
  ),
};

/** The nine placeholder pages (docs/rules.md#page-coming-soon): a title, the coming-soon text and a contact link. */
export default function ComingSoonPage({ title, path }: { title: string; path: string }) {
  return (
    <StaticPage title={title}>
      <p>This page is coming soon. We're working hard to bring you amazing content!</p>
      {interim[path]}
      <p>
        Questions in the meantime? <Link href="/contact">Contact us</Link>.
      </p>
    </StaticPage>
  );
}
