import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app";
import { userQueryKey } from "./features/auth/api/get-user";
import { queryClient } from "./lib/query-client";

/**
 * The signed-out landing as HTML, rendered at build time (scripts/prerender-landing-plugin.ts) so a
 * visitor sees the page before any script runs. Its data (player count, recent wins) shows in its
 * loading state, which is also what the client's first render shows (main.tsx).
 */
export async function renderLanding(): Promise<string> {
  // The server sends this page only to requests without a session cookie: signed out for sure.
  queryClient.setQueryData(userQueryKey, null);
  // prerender, unlike renderToString, waits for the lazy landing chunk instead of rendering the spinner.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath="/">
        <App />
      </Router>
    </StrictMode>,
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
