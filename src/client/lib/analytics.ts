import { nanoid } from "nanoid";
import { ANALYTICS_SESSION_ID_LENGTH } from "@shared/constants";
import { routes } from "@shared/api/routes";

// Analytics (docs/rules.md#analytics): a random 21-character session id in sessionStorage, a start call once per browser
// session, page views on load and route change, click events through one helper. Failures are
// only logged: analytics never get in a player's way.

const ID_KEY = "prophecy-league-analytics-session";
const STARTED_KEY = "prophecy-league-analytics-started";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function analyticsSessionId(): string {
  const store = storage();
  const existing = store?.getItem(ID_KEY);
  if (existing && existing.length === ANALYTICS_SESSION_ID_LENGTH) return existing;
  const id = nanoid(ANALYTICS_SESSION_ID_LENGTH);
  store?.setItem(ID_KEY, id);
  return id;
}

async function post(url: string, body: unknown): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
      keepalive: true,
    });
    if (!response.ok) console.debug(`analytics ${url}: ${response.status}`);
  } catch (err) {
    console.debug("analytics failed", err);
  }
}

/** Starts the analytics session once per browser session. */
export function startAnalyticsSession(): void {
  const store = storage();
  if (store?.getItem(STARTED_KEY)) return;
  store?.setItem(STARTED_KEY, "1");
  void post(routes.analytics.sessionStart.path, { sessionId: analyticsSessionId() });
}

export type AnalyticsMetadata = Record<string, string | number | boolean | null>;

/** Sends one event; eventType is page_view, click, share or conversion. */
export function trackEvent(eventType: "page_view" | "click" | "share" | "conversion", eventName: string, metadata?: AnalyticsMetadata): void {
  const path = window.location.pathname;
  void post(routes.analytics.track.path, {
    sessionId: analyticsSessionId(),
    eventType,
    eventName,
    path,
    metadata: { path, ...metadata },
  });
}

/** page_view named viewed_ plus the route (docs/rules.md#analytics). */
export function trackPageView(route: string): void {
  trackEvent("page_view", `viewed_${route}`);
}
