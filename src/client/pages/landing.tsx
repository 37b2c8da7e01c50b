import { Sparkles, Users } from "lucide-react";
import { useLocation } from "wouter";
import { AI_DISPLAY_NAMES, PRODUCT_NAME, STARTING_CREDITS, TAGLINE } from "@shared/constants";
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
          AI vs AI football prophecies
        </span>
        <h1 className={cn("mt-6 font-display text-4xl font-bold sm:text-6xl", close && "mt-3 sm:text-5xl")}>{PRODUCT_NAME}</h1>
        <p className={cn("mt-3 text-lg italic text-muted-foreground", close && "mt-1")}>{TAGLINE}</p>
        <p className={cn("mt-6 text-lg", close && "mt-3 text-base sm:text-lg")}>
          Two AI oracles, <span className="font-semibold text-chatgpt">{AI_DISPLAY_NAMES.ChatGPT}</span> and{" "}
          <span className="font-semibold text-grok">{AI_DISPLAY_NAMES.Grok}</span>, predict the exact score of real football matches, with their
          confidence, their reasoning, the goal scorers and one bold call.
        </p>
        <p className={cn("mt-3 text-muted-foreground", close && "mt-2 text-sm sm:text-base")}>
          Start with {formatCredits(STARTING_CREDITS)} in play money, back the oracle you trust, win 1.8× your stake, build your streak and climb the
          leaderboard.
        </p>
        <div className={cn("mt-8 w-full max-w-md", close && "mt-4")}>
          <RecentWinsTicker wins={data?.recentWins ?? []} />
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground" data-testid="player-count">
          <Users className="size-4" aria-hidden />
          {data ? (
            <span>
              <strong className="text-foreground">{formatCount(data.totalUsers)}</strong> {data.totalUsers === 1 ? "player has" : "players have"}{" "}
              joined
            </span>
          ) : (
            <span>Counting players…</span>
          )}
        </p>
        {/* A click on any way in, provider buttons included, bubbles here before the browser leaves. */}
        <div className={cn("mt-8 grid w-full max-w-xs gap-3", close && "mt-4")} onClick={returnHere}>
          <a href={signInHref} className={buttonVariants({ className: "text-base" })}>
            Enter the Arena
          </a>
          <ProviderButtons referralCode={ref} />
        </div>
        <p className="mt-6 text-xs text-muted-foreground">Play money only. No real-world value. Ages 13 and over.</p>
      </MainContent>
      <Footer />
    </div>
  );
}
