import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { startAnalyticsSession } from "./lib/analytics";
import { rememberReferralFromUrl } from "./lib/pending-referral";
import { preloadCurrentPage } from "./routes";
import "./styles.css";

preloadCurrentPage(window.location.pathname);
rememberReferralFromUrl();
// Once per page load; the helper itself skips the call after the first in a browser session.
startAnalyticsSession();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
