import { Award, Gift, Swords, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { REFERRAL_JOIN_BONUS } from "@shared/constants";
import { normalizeReferralCode } from "@shared/referral-code";
import { buttonVariants } from "../components/ui/button";
import { useInvitePreview } from "../features/leagues/api/get-invite-preview";
import { isApiError } from "../lib/api";
import { cn } from "../lib/cn";
import { formatCredits } from "../lib/format";
import { visitorLinkAt } from "../lib/visitor-link";
import { useT } from "../lib/i18n/area";
import { useLocale } from "../lib/i18n/locale";
import { rich } from "../lib/i18n/rich";
import { followedLinkArea } from "./messages/followed-link";

const INVITE_PATH = /^\/leagues\/join\/([^/]+)\/?$/;

function inviteCodeAt(location: string): string | undefined {
  const raw = INVITE_PATH.exec(location)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

interface LineProps {
  icon: LucideIcon;
  children: ReactNode;
  /** The shared card, as the link's preview shows it, and the line under it. */
  card?: { image: string; alt: string; caption: string | null } | undefined;
  /** The link carries a referral code: the block says what joining with it brings. */
  referral?: boolean;
  /** The sign-up button's label; none when the link leads nowhere worth returning to. */
  action?: string | undefined;
  signInHref: string;
  onSignIn: () => void;
  busy?: boolean;
}

/** A score such as 3-0 never breaks at its dash. */
function withWholeScores(text: string): ReactNode[] {
  return text.split(/(\b\d+-\d+\b)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Line({ icon: Icon, children, card, referral = false, action, signInHref, onSignIn, busy = false }: LineProps) {
  const t = useT(followedLinkArea);
  const locale = useLocale();
  const intro = (
    <p className={cn("text-base leading-snug text-balance", card && "sr-only sm:not-sr-only sm:text-left")}>
      <Icon className="mr-1.5 inline size-5 align-[-0.25em] text-primary" aria-hidden />
      {children}
    </p>
  );
  const rest = (
    <>
      {card?.caption && (
        <p className="mt-2 text-xs leading-snug text-balance sm:text-sm" data-testid="followed-link-verdict">
          {withWholeScores(card.caption)}
        </p>
      )}
      {referral && (
        <p className="mt-2 text-sm font-semibold text-accent" data-testid="followed-link-referral">
          <Gift className="mr-1.5 inline size-4 align-[-0.2em]" aria-hidden />
          {t("referral", { credits: formatCredits(REFERRAL_JOIN_BONUS, locale) })}
        </p>
      )}
      {action && (
        // With a card on a phone, 'Enter the Arena' below is the way in (it returns here too), so
        // that it stays on the first screen.
        <a
          href={signInHref}
          onClick={onSignIn}
          className={cn(buttonVariants({ className: "mt-3 w-full py-2 text-center text-base leading-snug" }), card && "hidden sm:inline-flex")}
        >
          {action}
        </a>
      )}
    </>
  );
  return (
    <section
      aria-label={t("label")}
      aria-busy={busy}
      data-testid="followed-link"
      data-shared-card={card ? "" : undefined}
      className={cn(
        "w-full rounded-2xl border border-primary/40 bg-card text-center shadow-sm",
        card
          ? "mb-3 max-w-md px-2 py-2 sm:mb-6 sm:grid sm:max-w-3xl sm:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] sm:items-center sm:gap-5 sm:p-4 sm:text-left"
          : "mb-6 max-w-md px-3 py-3 sm:mb-8 sm:px-6 sm:py-4",
      )}
    >
      {card ? (
        <>
          {/* Its width and height keep its place before it loads; at the top of the screen, it loads at once. */}
          <img
            src={card.image}
            width={1200}
            height={630}
            alt={card.alt}
            decoding="async"
            data-testid="followed-link-card"
            className="aspect-[1200/630] h-auto w-full rounded-lg bg-muted"
          />
          <div>
            {intro}
            {rest}
          </div>
        </>
      ) : (
        <>
          {intro}
          {rest}
        </>
      )}
    </section>
  );
}

function InviteLine({ code, ...props }: { code: string } & Omit<LineProps, "icon" | "children" | "action">) {
  const { data, error, isPending } = useInvitePreview(code);
  const t = useT(followedLinkArea);
  // 400 or 404: no open league has this code (closed, rotated or mistyped); sign-in would lead nowhere.
  if (isApiError(error, 400) || isApiError(error, 404)) {
    return (
      <Line icon={Users} {...props}>
        {t("invite.invalid")}
      </Line>
    );
  }
  return (
    <Line icon={Users} action={t("invite.action")} busy={isPending} {...props}>
      {data
        ? rich(t("invite.preview", { count: data.memberCount, shown: String(data.memberCount), owner: data.owner, name: data.name }), [
            (owner) => <strong>{owner}</strong>,
            (name) => <strong>{name}</strong>,
            (members) => <span className="whitespace-nowrap">{members}</span>,
          ])
        : // Loading, or the preview could not be read (too many requests): the link is still an invite.
          t("invite.generic")}
    </Line>
  );
}

/** Whether the address carries a referral code that can be one (docs/rules.md#referrals). */
function carriesReferral(search: string): boolean {
  const ref = new URLSearchParams(search).get("ref");
  return ref !== null && normalizeReferralCode(ref) !== null;
}

/** Whether the landing at this path shows a shared card (its hero then sits closer, so 'Enter the Arena' stays on the first screen). */
export const showsSharedCard = (location: string): boolean => visitorLinkAt(location) !== null;

/**
 * The block on the landing screen saying what the link a signed-out visitor followed is about, with a
 * sign-up button that brings them back to it: a league invite (its public preview), a match (the
 * teams, the shared card and, once finished, the final score and who won the duel and how) or a
 * player's public card (their name, the card and their achievement). A link with a referral code says
 * what joining with it brings, at `/` too. Nothing at a plain `/` or on any other page, and nothing for
 * a card its player keeps private.
 */
export function FollowedLink({ location, signInHref, onSignIn }: { location: string; signInHref: string; onSignIn: () => void }) {
  const referral = carriesReferral(useSearch());
  const t = useT(followedLinkArea);
  const locale = useLocale();
  const actions = { signInHref, onSignIn, referral };
  const code = inviteCodeAt(location);
  if (code !== undefined) return <InviteLine code={code} {...actions} />;
  const link = visitorLinkAt(location);
  if (link?.kind === "match") {
    const teams = { home: link.homeTeam, away: link.awayTeam };
    return (
      <Line
        icon={Swords}
        action={link.finalScore ? t("match.actionResult") : t("match.actionProphecies")}
        card={{
          image: link.image,
          alt: link.finalScore ? t("match.altFinal", { ...teams, score: link.finalScore }) : t("match.alt", teams),
          caption: link.verdict,
        }}
        {...actions}
      >
        {/* A team's name wraps as a whole, never "Athletic / Club". */}
        {rich(link.finalScore ? t("match.introFinal", { ...teams, score: link.finalScore }) : t("match.intro", teams), [
          (team) => <strong className="whitespace-nowrap">{team}</strong>,
          (vs) => <strong>{vs}</strong>,
          (team) => <strong className="whitespace-nowrap">{team}</strong>,
          (score) => <strong className="whitespace-nowrap">{score}</strong>,
        ])}
      </Line>
    );
  }
  if (link?.kind === "player") {
    return (
      <Line
        icon={Award}
        action={t("player.action")}
        card={{ image: link.image, alt: t("player.alt", { username: link.username, achievement: link.achievement }), caption: link.achievement }}
        {...actions}
      >
        {rich(t("player.intro", { username: link.username }), [(name) => <strong className="whitespace-nowrap">{name}</strong>])}
      </Line>
    );
  }
  if (referral && location === "/") {
    return (
      <Line icon={Gift} action={t("referral.action")} {...actions} referral={false}>
        <span data-testid="followed-link-referral">{t("referral", { credits: formatCredits(REFERRAL_JOIN_BONUS, locale) })}</span>
      </Line>
    );
  }
  return null;
}
