import { LogOut, PartyPopper } from "lucide-react";
import { useLocation } from "wouter";
import type { League } from "@shared/api/leagues";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useLeagueExit } from "../api/league-actions";
import { useT } from "../../../lib/i18n/area";
import { leaguesArea } from "../messages";

/**
 * Said once, at the top of the league a friend joined by signing up through its invite: they are in,
 * with no tap of their own, so the way out is right beside it (docs/rules.md#leagues).
 */
export function LeagueJoinedNotice({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const [, navigate] = useLocation();
  const exit = useLeagueExit(league.id);
  const leave = () => {
    if (!window.confirm(t("leave.confirm", { name: league.name }))) return;
    exit.mutate(
      { kind: "leave" },
      {
        onSuccess: () => {
          toast({ title: t("leave.done") });
          navigate("/leagues");
        },
        onError: (err) => toast({ title: t("somethingWrong"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
      },
    );
  };
  return (
    <section
      role="status"
      data-testid="league-joined"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary/40 bg-primary/10 px-4 py-3"
    >
      <p className="font-semibold">
        <PartyPopper className="mr-2 inline size-5 align-[-0.25em] text-primary" aria-hidden />
        {t("joined.notice", { name: league.name })}
      </p>
      <Button variant="outline" size="sm" disabled={exit.isPending} onClick={leave}>
        <LogOut className="size-4" aria-hidden />
        {t("leave")}
      </Button>
    </section>
  );
}
