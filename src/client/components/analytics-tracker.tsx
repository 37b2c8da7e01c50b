import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { trackPageView } from "../lib/analytics";

/** Sends a page view on first load and on every route change (docs/rules.md#analytics). */
export function AnalyticsTracker() {
  const [location] = useLocation();
  // StrictMode runs effects twice in development; one view per location change is what counts.
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (lastTracked.current === location) return;
    lastTracked.current = location;
    trackPageView(location);
  }, [location]);
  return null;
}
