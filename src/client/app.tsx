import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ErrorBoundary } from "react-error-boundary";
import { ErrorFallback } from "./components/error-fallback";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { AnalyticsTracker } from "./components/analytics-tracker";
import { HeaderSlots } from "./components/layout/header-slots";
import { SkipLink } from "./components/layout/main-content";
import { useToasts } from "./hooks/use-toast";
import { queryClient } from "./lib/query-client";
import { RenderClockProvider } from "./lib/render-clock";
import { LocaleProvider } from "./lib/i18n/locale";
import { AccountLanguage } from "./lib/i18n/account-language";
import type { Locale } from "@shared/i18n/locales";
import { AppRoutes } from "./routes";
import { NotificationBell } from "./features/notifications/components/notification-bell";

// Radix Toast is loaded with the first toast, not in the entry every visitor downloads. A failed load
// (say, offline) shows no toast rather than tearing down the page through Suspense.
const Toaster = lazy<ComponentType>(() =>
  import("./components/ui/toaster").then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: () => null }),
  ),
);

// The header's invite dialog (Radix Dialog and its scroll lock) loads when first opened, not with
// every page; the bell shows at once. The app hands both to the layout, which imports no feature.
const headerSlots = {
  InviteDialog: lazy(() => import("./features/referrals/components/invite-dialog").then((m) => ({ default: m.InviteDialog }))),
  NotificationBell,
};

function ToastOutlet() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * `client`: the server renders each request with its own, so no player's data reaches another.
 * `renderedAt`: when the server rendered the page being hydrated (lib/render-clock.tsx).
 * `locale`: the language the page is written in, its pack loaded (lib/i18n/language.ts).
 */
export function App({ client = queryClient, renderedAt, locale }: { client?: QueryClient; renderedAt?: number; locale: Locale }) {
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider initial={locale}>
        <RenderClockProvider renderedAt={renderedAt}>
          <AnalyticsTracker />
          <AccountLanguage />
          <HeaderSlots.Provider value={headerSlots}>
            <SkipLink />
            {/* The last line: an error outside any page (the sign-in check, the routes) still leaves a way on. */}
            <ErrorBoundary FallbackComponent={ErrorFallback}>
              <AppRoutes />
            </ErrorBoundary>
            <ToastOutlet />
          </HeaderSlots.Provider>
        </RenderClockProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
