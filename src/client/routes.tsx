import { createElement, lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorBoundary } from "react-error-boundary";
import { Route, Switch, useLocation } from "wouter";
import { ErrorFallback } from "./components/error-fallback";
import { Spinner } from "./components/ui/spinner";
import { useAuth } from "@client/lib/signed-in-user";
import { rememberPlayer } from "./lib/known-player";
import { useReturnAfterSignIn } from "./lib/return-path";
import { wasSignedIn } from "./lib/signed-in-hint";
import { pagePattern, type comingSoonPagePaths, type playerPagePaths, type staticPagePaths } from "@shared/pages";
import { componentsArea } from "./components/messages";
import { useT } from "./lib/i18n/area";

type Page = ComponentType & { preload: () => Promise<void> };

/** A page in its own chunk, which can be fetched before React asks for it. */
function page(load: () => Promise<{ default: ComponentType }>): Page {
  let loaded: ComponentType | undefined;
  // The browser keeps one module per URL, so the early fetch and React.lazy's share the download.
  const fetchPage = () => load().then((module) => ((loaded = module.default), module));
  const Lazy = lazy(fetchPage);
  // Once fetched, the page renders at once: React.lazy would still suspend for one render and commit
  // the spinner, which would replace the pre-rendered landing (main.tsx) for a frame.
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, {
    preload: () =>
      fetchPage().then(
        () => undefined,
        () => undefined,
      ),
  });
}

// Every page is its own chunk, so the landing page ships neither the arena nor the static pages.
const Landing = page(() => import("./pages/landing"));
const Arena = page(() => import("./pages/arena"));
const SignIn = page(() => import("./pages/sign-in"));
const NotFound = page(() => import("./pages/not-found"));
const ComingSoon = lazy(() => import("./pages/static/coming-soon"));

const staticPages: Record<(typeof staticPagePaths)[number], Page> = {
  "/about": page(() => import("./pages/static/about")),
  "/contact": page(() => import("./pages/static/contact")),
  "/ai-transparency": page(() => import("./pages/static/ai-transparency")),
  "/how-it-works": page(() => import("./pages/static/how-it-works")),
  "/privacy": page(() => import("./pages/static/privacy")),
  "/terms": page(() => import("./pages/static/terms")),
  "/disclaimer": page(() => import("./pages/static/disclaimer")),
  "/faq": page(() => import("./pages/static/faq")),
  "/football-history": page(() => import("./pages/static/football-history")),
  "/verify": page(() => import("./pages/verify")),
  "/verify-email": page(() => import("./pages/verify-email")),
  "/forgot-password": page(() => import("./pages/forgot-password")),
  "/reset-password": page(() => import("./pages/reset-password")),
  "/logout": page(() => import("./pages/logout")),
  "/admin": page(() => import("./pages/admin")),
};

/** The placeholder pages (docs/rules.md#page-coming-soon): route and title. */
export const comingSoonPages: Record<(typeof comingSoonPagePaths)[number], string> = {
  "/press": "Press & Media",
  "/fair-play": "Fair Play & Integrity",
  "/scoring": "Scoring & Ranking",
  "/awards": "Awards & Achievements",
  "/community-guidelines": "Community Guidelines",
  "/blog": "Blog & Updates",
  "/accessibility": "Accessibility",
  "/security": "Security",
  "/api": "API Access",
};

/**
 * Routes that need a signed-in player; visitors see the landing screen there. "/season" is named here as well until
 * shared/pages.ts lists it (the server answers a path it does not list with 404, the page all the same).
 */
const playerPages: Record<(typeof playerPagePaths)[number] | "/season", Page> = {
  "/match/:id": page(() => import("./pages/match-detail")),
  "/profile": page(() => import("./pages/profile")),
  "/u/:username": page(() => import("./pages/player-card")),
  "/stats": page(() => import("./pages/stats")),
  "/referrals": page(() => import("./pages/referrals")),
  "/leagues": page(() => import("./pages/leagues")),
  "/leagues/:id": page(() => import("./pages/league")),
  "/leagues/join/:code": page(() => import("./pages/league-join")),
  "/picks": page(() => import("./pages/picks")),
  "/prophets": page(() => import("./pages/prophets")),
  "/season": page(() => import("./pages/season")),
};

const matchesPattern = (pattern: string, path: string) => pagePattern(pattern).test(path);

/**
 * Starts fetching the chunk of the page at this URL at once, in parallel with the sign-in check,
 * instead of after it: one round trip less before the page appears. Signed-in or not is guessed
 * from the session cookie (lib/signed-in-hint.ts).
 */
export function preloadCurrentPage(path: string): Promise<void> | undefined {
  const signedIn = wasSignedIn();
  if (path === "/") return (signedIn ? Arena : Landing).preload();
  if (path === "/api/login") return SignIn.preload();
  const staticPage = staticPages[path as keyof typeof staticPages] as Page | undefined;
  if (staticPage) return staticPage.preload();
  const player = Object.entries(playerPages).find(([pattern]) => matchesPattern(pattern, path));
  if (player) return (signedIn ? player[1] : Landing).preload();
  return undefined;
}

/**
 * Marks the page interactive (<html data-ready>) once the routes have committed: for a page the server
 * rendered, that is when React has hydrated it and its buttons work. The end-to-end tests wait for it
 * before they press anything on such a page.
 */
function ReadyMark() {
  useEffect(() => document.documentElement.setAttribute("data-ready", ""), []);
  return null;
}

export function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const t = useT(componentsArea);
  // Back to the link followed before signing up or in: a match, a card, a league invite (lib/return-path.ts).
  useReturnAfterSignIn(isAuthenticated);
  useEffect(() => {
    if (isAuthenticated) rememberPlayer();
  }, [isAuthenticated]);
  // The first render of a page is the biggest piece of work on load. As a deferred update React
  // renders it in short slices with the spinner still up, so no long task blocks input.
  const showSpinner = useDeferredValue(isLoading);
  // While the authentication status loads, a spinner replaces all routes (docs/rules.md#pages).
  if (showSpinner) return <Spinner label={t("loading")} className="min-h-screen" />;
  return (
    // A page that fails to render shows ErrorFallback in its place; going elsewhere or "Try again"
    // renders it afresh, with the reads it had (now unused) fetched again rather than reused.
    <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[location]} onReset={() => queryClient.removeQueries({ type: "inactive" })}>
      <Suspense fallback={<Spinner label={t("loading")} className="min-h-screen" />}>
        <Switch>
          <Route path="/">{isAuthenticated ? <Arena /> : <Landing />}</Route>
          <Route path="/api/login">
            <SignIn />
          </Route>
          {Object.entries(staticPages).map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          {Object.entries(comingSoonPages).map(([path, title]) => (
            <Route key={path} path={path}>
              <ComingSoon title={title} path={path} />
            </Route>
          ))}
          {Object.entries(playerPages).map(([path, Page]) => (
            <Route key={path} path={path}>
              {isAuthenticated ? <Page /> : <Landing />}
            </Route>
          ))}
          <Route component={NotFound} />
        </Switch>
        <ReadyMark />
      </Suspense>
    </ErrorBoundary>
  );
}
