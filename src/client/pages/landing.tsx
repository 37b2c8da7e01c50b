import { Sparkles, Users } from "lucide-react";
import { useLocation } from "wouter";
import { AI_DISPLAY_NAMES, MINIMUM_AGE, PRODUCT_NAME, STARTING_CREDITS } from "@shared/constants";
import { layoutArea } from "../components/layout/messages";
import { useT } from "../lib/i18n/area";
import { useLocale } from "../lib/i18n/locale";
import { rich } from "../lib/i18n/rich";
import { landingArea } from "./messages/landing";
import { Footer } from "../components/layout/footer";
import { Logo } from "../components/layout/logo";
import { ThemeToggle } from "../components/layout/theme-toggle";
import { buttonVariants } from "../components/ui/button";
import { ProviderButtons } from "../features/auth/components/provider-buttons";
import { useSocialProof } from "../features/social-proof/api/get-social-proof";
import { RecentWinsTicker } from "../features/social-proof/components/recent-wins-ticker";
import { formatCount, formatCredits } from "../lib/format";
import { pendingReferral } from "../lib/pending-referral";
import { rememberReturnPath } from "../lib/return-path";
import { cn } from "../lib/cn";
import { FollowedLink, showsSharedCard } from "./followed-link";
import { MainContent } from "../components/layout/main-content";

/**
 * The signed-out landing screen. Shown at a shared link's path too (a match, a player's card,
 * a league invite), where one line above the hero says what the link is about, and every way in from
 * here (its sign-up button, Enter the Arena, a provider) comes back to the link after sign-in.
 */
export default function LandingPage() {
  const { data } = useSocialProof();
  const [location] = useLocation();
  const ref = pendingReferral();
  const signInHref = ref ? `/api/login?ref=${encodeURIComponent(ref)}` : "/api/login";
  const returnHere = () => rememberReturnPath(location);
  // With a shared card above it, the hero keeps its order and words (docs/rules.md#page-landing), set closer,
  // so that 'Enter the Arena' stays on the first screen of a phone (docs/decisions.md, the shared card on the landing).
  const close = showsSharedCard(location);
  const t = useT(landingArea);
  const layout = useT(layoutArea);
  const locale = useLocale();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-3">
        <Logo />
        <ThemeToggle />
      </header>
      <MainContent
        className={cn("mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-12 text-center sm:py-20", close && "pt-3 sm:pt-6")}
      >
        <FollowedLink location={location} signInHref={signInHref} onSignIn={returnHere} />
        <span className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-4 py-1.5 text-sm font-semibold text-primary">
          <Sparkles className="size-4" aria-hidden />
          {t("badge")}
        </span>
        <h1 className={cn("mt-6 font-display text-4xl font-bold sm:text-6xl", close && "mt-3 sm:text-5xl")}>{PRODUCT_NAME}</h1>
        <p className={cn("mt-3 text-lg italic text-muted-foreground", close && "mt-1")}>{layout("tagline")}</p>
        <p className={cn("mt-6 text-lg", close && "mt-3 text-base sm:text-lg")}>
          {rich(t("intro", { divino: AI_DISPLAY_NAMES.ChatGPT, eterno: AI_DISPLAY_NAMES.Grok }), [
            (name) => <span className="font-semibold text-chatgpt">{name}</span>,
            (name) => <span className="font-semibold text-grok">{name}</span>,
          ])}
        </p>
        {/* Under a shared card on a phone this line is left to screen readers, so 'Enter the Arena' stays
            on the first screen in every language (German and Spanish run longest). */}
        <p className={cn("mt-3 text-muted-foreground", close && "sr-only mt-2 text-sm sm:not-sr-only sm:text-base")}>
          {t("start", { credits: formatCredits(STARTING_CREDITS, locale) })}
        </p>
        <div className={cn("mt-8 w-full max-w-md", close && "mt-4")}>
          <RecentWinsTicker wins={data?.recentWins ?? []} />
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground" data-testid="player-count">
          <Users className="size-4" aria-hidden />
          {data ? (
            <span>
              {rich(t("joined", { count: data.totalUsers, shown: formatCount(data.totalUsers, locale) }), [
                (count) => <strong className="text-foreground">{count}</strong>,
              ])}
            </span>
          ) : (
            <span>{t("counting")}</span>
          )}
        </p>
        {/* A click on any way in, provider buttons included, bubbles here before the browser leaves. */}
        <div className={cn("mt-8 grid w-full max-w-xs gap-3", close && "mt-4")} onClick={returnHere}>
          <a href={signInHref} className={buttonVariants({ className: "text-base" })}>
            {t("enter")}
          </a>
          <ProviderButtons referralCode={ref} />
        </div>
        <p className="mt-6 text-xs text-muted-foreground">{t("playMoney", { age: MINIMUM_AGE })}</p>
      </MainContent>
      <Footer />
    </div>
  );
}
