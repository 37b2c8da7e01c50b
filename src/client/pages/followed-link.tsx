import { Award, Swords, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "../components/ui/button";
import { useInvitePreview } from "../features/leagues/api/get-invite-preview";
import { visitorLinkAt } from "../lib/visitor-link";

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
  /** The sign-up button's label; none when the link leads nowhere worth returning to. */
  action?: string | undefined;
  signInHref: string;
  onSignIn: () => void;
  busy?: boolean;
}

function Line({ icon: Icon, children, action, signInHref, onSignIn, busy = false }: LineProps) {
  return (
    <section
      aria-label="The link you followed"
      aria-busy={busy}
      data-testid="followed-link"
      className="mb-8 w-full max-w-md rounded-2xl border border-primary/40 bg-card px-4 py-4 text-center shadow-sm sm:px-6"
    >
      <p className="text-base leading-snug text-balance">
        <Icon className="mr-1.5 inline size-5 align-[-0.25em] text-primary" aria-hidden />
        {children}
      </p>
      {action && (
        <a href={signInHref} onClick={onSignIn} className={buttonVariants({ className: "mt-4 w-full text-base" })}>
          {action}
        </a>
      )}
    </section>
  );
}

function InviteLine({ code, ...props }: { code: string } & Omit<LineProps, "icon" | "children" | "action">) {
  const { data, error, isPending } = useInvitePreview(code);
  // 400 or 404: no open league has this code (closed, rotated or mistyped); sign-in would lead nowhere.
  if (error && /^4(00|04): /.test(error.message)) {
    return (
      <Line icon={Users} {...props}>
        The league invite you followed is not valid any more: the league was closed, or its code changed.
      </Line>
    );
  }
  return (
    <Line icon={Users} action="Sign up to join the league" busy={isPending} {...props}>
      {data ? (
        <>
          <strong>{data.owner}</strong> invited you to the league <strong>{data.name}</strong>{" "}
          <span className="whitespace-nowrap">
            ({data.memberCount} {data.memberCount === 1 ? "member" : "members"})
          </span>
          .
        </>
      ) : (
        // Loading, or the preview could not be read (too many requests): the link is still an invite.
        "You were invited to a private league."
      )}
    </Line>
  );
}

/**
 * One line on the landing screen saying what the link a signed-out visitor followed is about, with a
 * sign-up button that brings them back to it: a league invite (its public preview), a match (the
 * teams and, once finished, the final score) or a player's public card (their name). Nothing at `/`
 * or on any other page, and nothing for a card its player keeps private.
 */
export function FollowedLink({ location, signInHref, onSignIn }: { location: string; signInHref: string; onSignIn: () => void }) {
  const actions = { signInHref, onSignIn };
  const code = inviteCodeAt(location);
  if (code !== undefined) return <InviteLine code={code} {...actions} />;
  const link = visitorLinkAt(location);
  if (link?.kind === "match") {
    return (
      <Line icon={Swords} action={link.finalScore ? "Sign up to see the result" : "Sign up to see the prophecies"} {...actions}>
        {/* A team's name wraps as a whole, never "Athletic / Club". */}
        You were sent a match: <strong className="whitespace-nowrap">{link.homeTeam}</strong> <strong>vs</strong>{" "}
        <strong className="whitespace-nowrap">{link.awayTeam}</strong>
        {link.finalScore && (
          <>
            , final score <strong className="whitespace-nowrap">{link.finalScore}</strong>
          </>
        )}
        .
      </Line>
    );
  }
  if (link?.kind === "player") {
    return (
      <Line icon={Award} action="Sign up to see the card" {...actions}>
        You were sent <strong className="whitespace-nowrap">{link.username}'s</strong> achievement card.
      </Line>
    );
  }
  return null;
}
