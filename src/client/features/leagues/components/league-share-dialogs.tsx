import { useMemo } from "react";
import type { User } from "@shared/api/auth";
import type { League, LeagueTable, ProphetBadge } from "@shared/api/leagues";
import { usePredictorNames } from "../../../components/predictor-names";
import { prophetCardModel } from "../../../components/share/card-model";
import { ShareDialog } from "../../../components/share/share-dialog";
import { leagueShareUrl, prophetShareUrl } from "../../../components/share/share-links";
import { siteOrigin } from "../../../lib/origin";
import { leagueCardModel } from "../lib/league-card";

/** The table's card for the period shown, sharing the league's invite link. */
export function ShareTableDialog({
  league,
  periodLabel,
  table,
  onClose,
}: {
  league: League;
  periodLabel: string;
  table: LeagueTable;
  onClose: () => void;
}) {
  const predictorNames = usePredictorNames();
  // Drawn once per table: the canvas redraws when the card object changes.
  const card = useMemo(
    () => ({ type: "league" as const, model: leagueCardModel(league, periodLabel, table, predictorNames) }),
    [league, periodLabel, table, predictorNames],
  );
  return <ShareDialog open onOpenChange={(open) => !open && onClose()} card={card} url={leagueShareUrl(siteOrigin(), league.inviteCode)} />;
}

/** A 'Prophet of the Week' badge's card, sharing the player's public page with their referral code. */
export function ShareBadgeDialog({
  badge,
  user,
  onClose,
}: {
  badge: ProphetBadge;
  user: Pick<User, "username" | "referralCode">;
  onClose: () => void;
}) {
  const card = useMemo(() => ({ type: "prophet" as const, model: prophetCardModel(badge, user.username) }), [badge, user.username]);
  return (
    <ShareDialog open onOpenChange={(open) => !open && onClose()} card={card} url={prophetShareUrl(siteOrigin(), user.username, user.referralCode)} />
  );
}
