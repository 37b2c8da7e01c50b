import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { userQueryKey } from "./features/auth/api/get-user";
import { startAnalyticsSession } from "./lib/analytics";
import { rememberReferralFromUrl } from "./lib/pending-referral";
import { queryClient } from "./lib/query-client";
import { keepFocusAcrossTakeover } from "./lib/keep-focus";
import { preloadCurrentPage } from "./routes";
import "./styles.css";

const pageLoaded = preloadCurrentPage(window.location.pathname);
rememberReferralFromUrl();
// Once per page load; the helper itself skips the call after the first in a browser session.
startAnalyticsSession();

const rootElement = document.getElementById("root")!;
const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

if (rootElement.hasAttribute("data-prerendered")) {
  // landing.html (scripts/prerender-landing-plugin.ts), sent only to requests without a session
  // cookie: signed out for sure, so no sign-in check. Rendering once the landing's chunk is here makes
  // React's first commit the same landing, swapped in within one frame: no spinner in between, no
  // shift, and no larger paint to count as a later LCP. (Not hydrateRoot: the theme icon and the
  // referral link can differ from the build's markup, and hydration keeps mismatched attributes.)
  queryClient.setQueryData(userQueryKey, null);
  // As a transition React renders the landing in short slices (the markup is already on screen, so
  // nothing waits on it), instead of one long task that would block a tap on the pre-rendered page.
  void pageLoaded?.then(() => {
    keepFocusAcrossTakeover(rootElement);
    startTransition(render);
  });
} else {
  render();
}
