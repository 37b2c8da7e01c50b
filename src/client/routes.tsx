import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { Spinner } from "./components/ui/spinner";
import { useAuth } from "./features/auth/api/get-user";

// Every page is its own chunk, so the landing page ships neither the arena nor the static pages.
const Landing = lazy(() => import("./pages/landing"));
const Arena = lazy(() => import("./pages/arena"));
const SignIn = lazy(() => import("./pages/sign-in"));
const NotFound = lazy(() => import("./pages/not-found"));
const ComingSoon = lazy(() => import("./pages/static/coming-soon"));

const staticPages: Record<string, ComponentType> = {
  "/about": lazy(() => import("./pages/static/about")),
  "/contact": lazy(() => import("./pages/static/contact")),
  "/ai-transparency": lazy(() => import("./pages/static/ai-transparency")),
  "/how-it-works": lazy(() => import("./pages/static/how-it-works")),
  "/privacy": lazy(() => import("./pages/static/privacy")),
  "/terms": lazy(() => import("./pages/static/terms")),
  "/disclaimer": lazy(() => import("./pages/static/disclaimer")),
  "/faq": lazy(() => import("./pages/static/faq")),
  "/football-history": lazy(() => import("./pages/static/football-history")),
  "/verify": lazy(() => import("./pages/verify")),
  "/admin": lazy(() => import("./pages/admin")),
};

/** SPEC §2 placeholder pages: route and title. */
export const comingSoonPages: Record<string, string> = {
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

/** Routes that need a signed-in player; visitors see the landing screen there. */
const playerPages: Record<string, ComponentType> = {
  "/match/:id": lazy(() => import("./pages/match-detail")),
  "/profile": lazy(() => import("./pages/profile")),
  "/u/:username": lazy(() => import("./pages/player-card")),
  "/stats": lazy(() => import("./pages/stats")),
  "/referrals": lazy(() => import("./pages/referrals")),
};

export function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  // SPEC §2: while the authentication status loads, a spinner replaces all routes.
  if (isLoading) return <Spinner label="Loading..." className="min-h-screen" />;
  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
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
            <ComingSoon title={title} />
          </Route>
        ))}
        {Object.entries(playerPages).map(([path, Page]) => (
          <Route key={path} path={path}>
            {isAuthenticated ? <Page /> : <Landing />}
          </Route>
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
