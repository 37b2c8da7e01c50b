import { Copy, Crown, LogOut, RefreshCw, Share2, Trash2, UserMinus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import type { League } from "@shared/api/leagues";
import { LEAGUE_NAME_LENGTH } from "@shared/constants";
import { MessengerLinks } from "../../../components/share/messenger-links";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../hooks/use-toast";
import { trackEvent } from "../../../lib/analytics";
import { errorMessage } from "../../../lib/api";
import { siteOrigin } from "../../../lib/origin";
import { useHandOverLeague, useLeagueExit, useNewInviteCode, useRenameLeague } from "../api/league-actions";
import { PRODUCT_NAME } from "@shared/constants";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { leaguesArea, type LeaguesText } from "../messages";

/** The league's invite link, which a friend opens to join (and which rides through their sign-up). */
export const inviteLinkOf = (code: string) => `${siteOrigin()}/leagues/join/${code}`;

/** The share sheet's words for a league's invite. */
const inviteText = (league: League, t: LeaguesText) => t("invite.text", { name: league.name, product: PRODUCT_NAME });

export function InvitePanel({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const link = inviteLinkOf(league.inviteCode);
  const text = inviteText(league, t);
  const copy = async () => {
    trackEvent("click", "share_copy", { shareType: "league", url: link });
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t("invite.copied"), description: t("invite.copiedText") });
    } catch {
      toast({ title: t("invite.copyFailed"), description: t("tryAgain"), variant: "destructive" });
    }
  };
  // The device's share sheet where there is one (a phone's: WhatsApp, Messages, …), else the link is copied.
  const invite = async () => {
    if (typeof navigator.share !== "function") return copy();
    try {
      await navigator.share({ title: league.name, text, url: link });
    } catch (error) {
      // Closed by the person: nothing to do. Any other failure falls back to copying.
      if (!(error instanceof DOMException && error.name === "AbortError")) await copy();
    }
  };
  return (
    <section
      aria-labelledby="invite-title"
      data-testid="league-invite-panel"
      className="grid grid-cols-1 gap-2 rounded-2xl border border-border bg-card p-5"
    >
      <h2 id="invite-title" className="font-display text-lg font-bold">
        {t("invite.title")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {rich(t("invite.code", { code: league.inviteCode }), [
          (code) => (
            <strong className="font-mono text-foreground" data-testid="league-code">
              {code}
            </strong>
          ),
        ])}
      </p>
      <div className="flex gap-2">
        <code className="min-w-0 flex-1 truncate rounded-lg bg-muted px-3 py-2.5 font-mono text-xs" data-testid="league-link">
          {link}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={t("invite.copyLink")}>
          <Copy className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("invite")}>
        <Button size="sm" onClick={() => void invite()}>
          <Share2 className="size-4" aria-hidden />
          {t("invite")}
        </Button>
        <MessengerLinks shareType="league" text={text} url={link} />
      </div>
      {league.isOwner && <NewCodeButton league={league} />}
    </section>
  );
}

/** For a link that went further than meant: the owner swaps the code, and the old one stops working. */
function NewCodeButton({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const renew = useNewInviteCode(league.id);
  const ask = () => {
    if (!window.confirm(t("newCode.confirm", { name: league.name }))) return;
    renew.mutate(undefined, {
      onSuccess: (fresh) => toast({ title: t("newCode.done"), description: t("newCode.doneText", { code: fresh.inviteCode }) }),
      onError: (err) => toast({ title: t("newCode.failed"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <Button variant="ghost" size="sm" className="justify-self-start" disabled={renew.isPending} onClick={ask}>
      <RefreshCw className="size-4" aria-hidden />
      {renew.isPending ? t("newCode.changing") : t("newCode.button")}
    </Button>
  );
}

/** Members, and what the owner (rename, remove, close) or a member (leave) may do. */
export function MembersPanel({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const [, navigate] = useLocation();
  const exit = useLeagueExit(league.id);
  const act = (action: Parameters<typeof exit.mutate>[0], done: string, confirmText: string) => {
    if (!window.confirm(confirmText)) return;
    exit.mutate(action, {
      onSuccess: () => {
        // A removed member was shown the old code: the league now has a new one (docs/decisions.md).
        toast(action.kind === "remove" ? { title: done, description: t("members.newCodeNote") } : { title: done });
        if (action.kind !== "remove") navigate("/leagues");
      },
      onError: (err) => toast({ title: t("somethingWrong"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  // A league outlives its founder's interest in running it: the owner hands it on, and the page then shows them a
  // member's tools, Leave among them. Held here, as the buttons go with the ownership before the reply's toast.
  const handOver = useHandOverLeague(league.id);
  const handOverTo = (member: League["members"][number]) => {
    if (!window.confirm(t("members.handOverConfirm", { name: member.username, league: league.name }))) return;
    handOver.mutate(member.userId, {
      onSuccess: () => toast({ title: t("members.handedOver", { name: member.username, league: league.name }) }),
      onError: (err) => toast({ title: t("somethingWrong"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <section aria-labelledby="members-title" className="grid gap-3 rounded-2xl border border-border bg-card p-5">
      <h2 id="members-title" className="font-display text-lg font-bold">
        {rich(t("members.title", { count: String(league.memberCount) }), [
          (count) => <span className="text-sm font-normal text-muted-foreground">{count}</span>,
        ])}
      </h2>
      <ul className="grid gap-1" data-testid="league-members">
        {league.members.map((m) => (
          <li key={m.userId} className="flex min-h-11 items-center justify-between gap-2">
            <span>
              {m.username}
              {m.userId === league.ownerId && <span className="ml-2 text-xs text-muted-foreground">{t("members.owner")}</span>}
            </span>
            {league.isOwner && m.userId !== league.ownerId && (
              <span className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("members.handOver", { name: m.username })}
                  disabled={exit.isPending || handOver.isPending}
                  onClick={() => handOverTo(m)}
                >
                  <Crown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("members.remove", { name: m.username })}
                  disabled={exit.isPending}
                  onClick={() =>
                    act(
                      { kind: "remove", userId: m.userId },
                      t("members.removed", { name: m.username }),
                      t("members.removeConfirm", { name: m.username, league: league.name }),
                    )
                  }
                >
                  <UserMinus className="size-4" aria-hidden />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {league.isOwner ? (
        <>
          {league.memberCount > 1 && <p className="text-sm text-muted-foreground">{t("members.ownerLeaveNote")}</p>}
          <RenameForm league={league} />
          <Button
            variant="outline"
            disabled={exit.isPending}
            onClick={() => act({ kind: "close" }, t("members.closed"), t("members.closeConfirm", { name: league.name }))}
          >
            <Trash2 className="size-4" aria-hidden />
            {t("members.close")}
          </Button>
        </>
      ) : (
        <Button
          variant="outline"
          disabled={exit.isPending}
          onClick={() => act({ kind: "leave" }, t("leave.done"), t("leave.confirm", { name: league.name }))}
        >
          <LogOut className="size-4" aria-hidden />
          {t("members.leave")}
        </Button>
      )}
    </section>
  );
}

function RenameForm({ league }: { league: League }) {
  const [name, setName] = useState(league.name);
  const t = useT(leaguesArea);
  const rename = useRenameLeague(league.id);
  const trimmed = name.trim();
  const valid = trimmed.length >= LEAGUE_NAME_LENGTH.min && trimmed.length <= LEAGUE_NAME_LENGTH.max && trimmed !== league.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    rename.mutate(trimmed, {
      onSuccess: () => toast({ title: t("rename.done") }),
      onError: (err) => toast({ title: t("rename.failed"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t("rename.label")} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField label={t("rename.field")} value={name} maxLength={LEAGUE_NAME_LENGTH.max} onChange={(e) => setName(e.target.value)} />
      <Button type="submit" variant="outline" className="whitespace-nowrap" disabled={!valid || rename.isPending}>
        {rename.isPending ? t("saving") : t("rename.submit")}
      </Button>
    </form>
  );
}
