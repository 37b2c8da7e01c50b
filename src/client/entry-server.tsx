import type { QueryKey } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app";
import { userQueryKey } from "@client/lib/signed-in-user";
import { matchBetQueryOptions } from "./features/match-detail/api/get-match-bet";
import { matchQueryOptions } from "./features/match-detail/api/get-match";
import { matchesQueryKey } from "./features/matches/api/get-matches";
import { betHistoryQueryKey } from "./features/profile/api/get-bet-history";
import { setServerOrigin } from "./lib/origin";
import { jsonScriptElement } from "@shared/json-script";
import { parseMatchId } from "@shared/match-id";
import { createQueryClient } from "./lib/query-client";
import { loadLanguage } from "./lib/i18n/language";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";

/** Query results a page is rendered with. */
export type PageData = [QueryKey, unknown][];

/** What a rendered page carries for the browser to start from (main.tsx): the results it was rendered
 * with, and when the server rendered it (lib/render-clock.tsx; absent from the build's landing). */
export interface PageStart {
  data: PageData;
  renderedAt?: number;
}

/** A page the server renders for a signed-in player: the queries its first screen reads. Each query's
 * URL is its key joined with "/" (lib/api.ts). */
export interface ServerPage {
  /** The signed-in player (the sign-in check): no player, no server render. */
  user: QueryKey;
  /** Rendered with and carried in the page, besides the player. */
  queries: QueryKey[];
  /** Rendered in their loading state, and fetched by the browser alongside the page: results too large
   * to carry without holding up the first paint (the match list: docs/decisions.md). */
  preloads: QueryKey[];
}

const MATCH_PATH = /^\/match\/([^/]+)\/?$/;

/**
 * The signed-in pages the server renders with their data, so the first paint is the page itself, not
 * a spinner waiting for code and data in turn: the arena and a match page, where players land from
 * links. Others render in the browser.
 */
export function serverPage(path: string): ServerPage | null {
  // The bet history tells the arena's "Next to kick off" which matches the player backed already.
  if (path === "/") return { user: userQueryKey, queries: [], preloads: [matchesQueryKey, betHistoryQueryKey] };
  const id = parseMatchId(MATCH_PATH.exec(path)?.[1]);
  if (id !== null) {
    return {
      user: userQueryKey,
      queries: [matchQueryOptions(id).queryKey, matchBetQueryOptions(id).queryKey],
      preloads: [],
    };
  }
  return null;
}

/**
 * The app at `path` as HTML in `locale`, rendered from `data` alone, with share links on `origin` (a query without data renders its loading
 * state, as it does in the browser). A client of its own per call: no player's data reaches another.
 * Also used at build time for the signed-out landing in each language (scripts/prerender-landing-plugin.ts).
 */
export async function renderPage(
  path: string,
  data: PageData,
  origin: string,
  renderedAt?: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  setServerOrigin(origin);
  await loadLanguage(locale);
  const client = createQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  // prerender, unlike renderToString, waits for a page's lazy chunk instead of rendering the spinner.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App client={client} renderedAt={renderedAt} locale={locale} />
      </Router>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  client.clear();
  return html;
}

/** A page's start as a JSON script element: `<` escaped, so no text in it can end the element. */
export const pageStartScript = (start: PageStart): string => jsonScriptElement("page-start", start);
