import { startTransition, StrictMode } from "react";
import { registerServiceWorker } from "./lib/service-worker";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import type { PageStart } from "./entry-server";
import { startAnalyticsSession } from "./lib/analytics";
import { takeJoinedFromUrl } from "./lib/league-invite-sign-up";
import { rememberLeagueInviteFromUrl } from "./lib/pending-league-invite";
import { rememberReferralFromUrl } from "./lib/pending-referral";
import { queryClient } from "./lib/query-client";
import { keepFocusAcrossTakeover } from "./lib/keep-focus";
import { preloadCurrentPage } from "./routes";
import { loadLanguage, pageLocale } from "./lib/i18n/language";
import "./styles.css";

rememberReferralFromUrl();
rememberLeagueInviteFromUrl();
takeJoinedFromUrl();
const path = window.location.pathname;
// Evaluating the code is one long task already: work that can wait a moment goes in tasks of its
// own, run in order, so none of them holds up a tap (Lighthouse's Total Blocking Time).
const nextTask = (work: () => void) => setTimeout(work, 0);

const rootElement = document.getElementById("root")!;
const locale = pageLocale();
// English is in every chunk already; another language's pack comes alongside the page's own chunk,
// and the first render waits for both, so the page never shows in English first.
const language = loadLanguage(locale);
const app = (renderedAt?: number) => (
  <StrictMode>
    <App renderedAt={renderedAt} locale={locale} />
  </StrictMode>
);

if (rootElement.hasAttribute("data-prerendered")) {
  // The page is already on screen: the build's signed-out landing (landing.html, only for requests
  // without a session cookie) or the arena or a match page the server rendered for a signed-in
  // player (src/server/platform/http/server-render.ts). The data it was rendered from comes with it, so the
  // client starts where the server left off: no sign-in check, no spinner.
  const start = JSON.parse(document.getElementById("page-start")?.textContent ?? "{}") as Partial<PageStart>;
  for (const [key, value] of start.data ?? []) queryClient.setQueryData(key, value);
  const { renderedAt } = start;
  // As a transition React works in short slices (the page is already on screen, so nothing waits on
  // it) instead of one long task that would block a tap.
  if (renderedAt !== undefined) {
    // A page rendered for this request is hydrated: React adopts its DOM (render-clock.tsx keeps the
    // times it shows the same). Right away, in the next task: until the page's chunk is in, React
    // leaves that part as the server sent it, and replays a tap on it afterwards.
    nextTask(() => void preloadCurrentPage(path));
    void language.then(() => nextTask(() => startTransition(() => void hydrateRoot(rootElement, app(renderedAt)))));
  } else {
    // The build's landing was rendered once for every visitor: the theme icon and the referral link
    // can differ from its markup, and hydration would keep mismatched attributes. React renders over
    // it once the landing's chunk is here, so its first commit is the same landing, swapped in within
    // one frame: no spinner in between, no shift, no larger paint to count as a later LCP.
    void Promise.all([preloadCurrentPage(path), language]).then(() => {
      keepFocusAcrossTakeover(rootElement);
      startTransition(() => createRoot(rootElement).render(app()));
    });
  }
} else {
  void preloadCurrentPage(path);
  if (locale === "en") createRoot(rootElement).render(app());
  else void language.then(() => createRoot(rootElement).render(app()));
}
// Once per page load; the helper itself skips the call after the first in a browser session.
nextTask(startAnalyticsSession);
registerServiceWorker();
