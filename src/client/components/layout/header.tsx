import { BarChart3, Flame, LogOut, Target, Trophy, UserPlus } from "lucide-react";
import { Suspense, useContext, useState } from "react";
import { Link } from "wouter";
import type { User } from "@shared/api/auth";
import { displayName } from "@client/lib/signed-in-user";
import { cn } from "../../lib/cn";
import { formatCredits } from "../../lib/format";
import { Button, buttonVariants } from "../ui/button";
import { HeaderSlots } from "./header-slots";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { Tooltip } from "../ui/tooltip";
import { routes } from "@shared/api/routes";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { layoutArea } from "./messages";

/** The signed-in header (docs/rules.md#page-layout). */
export function Header({ user }: { user: User }) {
  const { InviteDialog, NotificationBell } = useContext(HeaderSlots);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteUsed, setInviteUsed] = useState(false);
  if (inviteOpen && !inviteUsed) setInviteUsed(true);
  const name = displayName(user);
  const t = useT(layoutArea);
  const locale = useLocale();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-1 px-2 py-2 sm:gap-2 sm:px-6">
          <Logo compact />
          <nav className="flex items-center gap-0.5 sm:gap-1 lg:gap-2" aria-label={t("accountNav")}>
            <span
              className="whitespace-nowrap rounded-full bg-muted px-2 py-1.5 text-xs font-bold text-accent sm:px-3 sm:text-sm"
              data-testid="header-credits"
              title={t("credits")}
            >
              {formatCredits(user.credits, locale)}
            </span>
            {user.streak > 0 && (
              <span className="flex shrink-0 items-center gap-0.5 text-sm font-semibold text-warning sm:gap-1" data-testid="header-streak">
                <Flame className="size-4" aria-hidden />
                <span>{user.streak}</span>
                <span className="hidden sm:inline">{t("streak")}</span>
              </span>
            )}
            <PlayLinks className="hidden lg:inline-flex" labelClassName="hidden xl:inline" />
            <Tooltip content={t("stats")} side="below">
              <Link href="/stats" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "min-w-11 px-2 xl:px-3")} aria-label={t("stats")}>
                <BarChart3 className="size-5" aria-hidden />
                <span className="hidden xl:inline">{t("stats")}</span>
              </Link>
            </Tooltip>
            {user.referralCode && (
              <Button
                variant="outline"
                size="sm"
                className="hidden min-w-11 px-2 sm:inline-flex xl:px-3"
                onClick={() => setInviteOpen(true)}
                aria-label={t("invite")}
              >
                <UserPlus className="size-4" aria-hidden />
                <span className="hidden xl:inline">{t("invite")}</span>
              </Button>
            )}
            <Link
              href="/profile"
              className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-1 hover:bg-muted sm:px-2"
              data-testid="header-profile"
            >
              {user.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {name.charAt(0).toUpperCase()}
                </span>
              )}
              {/* Below md only the avatar shows; the name stays for screen readers, so the link is named. */}
              <span className="sr-only md:hidden">{name}</span>
              <span className="hidden max-w-32 truncate text-sm font-medium md:inline">{name}</span>
            </Link>
            {NotificationBell && (
              <Tooltip content={t("notifications")} side="below">
                <NotificationBell />
              </Tooltip>
            )}
            <Tooltip content={t("themeTooltip")} side="below">
              <ThemeToggle className="hidden min-w-11 lg:inline-flex" />
            </Tooltip>
            {/* Apart from the bell by a little more on a phone: a tap meant for it must not log out. */}
            <Tooltip content={t("logOut")} side="below">
              <a
                href={routes.auth.logoutNavigation.path}
                className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "ml-1 min-w-11 sm:ml-0")}
                aria-label={t("logOut")}
              >
                <LogOut className="size-5" aria-hidden />
              </a>
            </Tooltip>
          </nav>
        </div>
        {InviteDialog && user.referralCode && inviteUsed && (
          <Suspense fallback={null}>
            <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} referralCode={user.referralCode} />
          </Suspense>
        )}
      </header>
      {/* Below a laptop's width the game's own pages and the theme switch get a row of their own under
          the bar: in the bar they left each control under 44 px and squeezed the logo (docs/decisions.md,
          Client). It scrolls away with the page; the bar above stays. */}
      <nav aria-label={t("playNav")} className="border-b border-border lg:hidden" data-testid="play-links">
        <div className="mx-auto grid max-w-6xl grid-cols-[1fr_1fr_auto] gap-2 px-2 py-1 sm:px-6">
          <PlayLinks className="w-full" />
          <Tooltip content={t("themeTooltip")} side="below">
            <ThemeToggle className="min-w-11" />
          </Tooltip>
        </div>
      </nav>
    </>
  );
}

/** The game's pages beside the arena: Picks (every open match at once) and Leagues. */
function PlayLinks({ className, labelClassName }: { className: string; labelClassName?: string }) {
  const t = useT(layoutArea);
  const style = cn(buttonVariants({ variant: "ghost", size: "sm" }), "min-w-11 px-2 text-sm lg:text-xs xl:px-3", className);
  return (
    <>
      <Link href="/picks" className={style} aria-label={t("picks")}>
        <Target className="size-5" aria-hidden />
        <span className={labelClassName}>{t("picks")}</span>
      </Link>
      <Link href="/leagues" className={style} aria-label={t("leagues")}>
        <Trophy className="size-5" aria-hidden />
        <span className={labelClassName}>{t("leagues")}</span>
      </Link>
    </>
  );
}
