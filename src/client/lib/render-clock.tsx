import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";

// The moment the server rendered the page (absent in pages the browser renders itself).
const RenderClock = createContext<number | undefined>(undefined);

/**
 * Gives the time the server rendered the page at, so that countdowns and "in 2 hours" come out in the
 * browser's hydration exactly as in the server's markup and React can adopt it instead of rebuilding it.
 */
export function RenderClockProvider({ renderedAt, children }: { renderedAt: number | undefined; children: ReactNode }) {
  return <RenderClock.Provider value={renderedAt}>{children}</RenderClock.Provider>;
}

const noSubscription = () => () => {};
const yes = () => true;
const no = () => false;

/**
 * False while the server renders and while the browser hydrates that markup, true in every render
 * after: for what only the browser knows, such as the player's time zone (the server renders in its
 * own), so hydration adopts the server's markup and the browser's own text follows in the next render.
 */
export function useBrowserOnly(): boolean {
  return useSyncExternalStore(noSubscription, yes, no);
}
const inBrowser = () => undefined;

/**
 * The server's render time while the server renders and while the browser hydrates that markup (React
 * reads a store's server snapshot then); undefined in every other render, where the real time holds.
 * Right after hydrating a component React renders it again, with undefined.
 */
export function useServerRenderTime(): number | undefined {
  const renderedAt = useContext(RenderClock);
  return useSyncExternalStore(noSubscription, inBrowser, () => renderedAt);
}
