import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { rememberReferralFromUrl } from "./lib/pending-referral";
import "./styles.css";

rememberReferralFromUrl();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
