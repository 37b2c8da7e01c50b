import { Copy, Gift, Share2 } from "lucide-react";
import { REFERRAL_FIRST_BET_BONUS, REFERRAL_JOIN_BONUS } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { trackEvent } from "../../../lib/analytics";
import { formatCredits } from "../../../lib/format";
import { useCopyLink } from "../hooks/use-copy-link";
import { inviteShareText, inviteShareTitle, twitterIntentUrl, TWITTER_POPUP_FEATURES } from "../lib/share-invite";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { rich } from "@client/lib/i18n/rich";
import { referralsArea } from "../messages";
import { ReferralStatCards } from "./referral-stat-cards";

export interface ShareCodeTabProps {
  link: string;
  totalReferrals: number | undefined;
  referralEarnings: number | undefined;
  onDone: () => void;
}

/** 'Share Your Code': the rewards, the player's figures, the link and the ways to pass it on. */
export function ShareCodeTab({ link, totalReferrals, referralEarnings, onDone }: ShareCodeTabProps) {
  const { copy, locked } = useCopyLink();
  const t = useT(referralsArea);
  const locale = useLocale();

  const copyLink = () => {
    trackEvent("click", "share_copy", { shareType: "referral", url: link });
    void copy(link);
  };

  const shareOnTwitter = () => {
    trackEvent("click", "share_twitter", { shareType: "referral", url: link });
    window.open(twitterIntentUrl(link, inviteShareText(t, locale)), "_blank", TWITTER_POPUP_FEATURES);
  };

  // The system share sheet where there is one; otherwise the link goes to the clipboard (docs/rules.md#sharing).
  const shareMore = async () => {
    if (typeof navigator.share !== "function") {
      copyLink();
      return;
    }
    try {
      await navigator.share({ title: inviteShareTitle(t), text: inviteShareText(t, locale), url: link });
    } catch (err) {
      // Closing the sheet is a choice, not a failure.
      if (!(err instanceof DOMException && err.name === "AbortError")) copyLink();
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex gap-3 rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm" data-testid="invite-rewards">
        <Gift className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <ul className="grid gap-1">
          <li>{rich(t("share.joinBonus", { bonus: formatCredits(REFERRAL_JOIN_BONUS, locale) }), [(bonus) => <strong>{bonus}</strong>])}</li>
          <li>{rich(t("share.firstBet", { bonus: formatCredits(REFERRAL_FIRST_BET_BONUS, locale) }), [(bonus) => <strong>{bonus}</strong>])}</li>
          <li>{t("share.unlimited")}</li>
        </ul>
      </div>
      <ReferralStatCards totalReferrals={totalReferrals} referralEarnings={referralEarnings} />
      <div>
        <label className="block text-sm font-medium" htmlFor="invite-link">
          {t("share.linkLabel")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="invite-link"
            readOnly
            value={link}
            className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-muted px-3 text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="outline" size="icon" onClick={copyLink} disabled={locked} aria-label={t("share.copy")}>
            <Copy className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={shareOnTwitter}>
          <span aria-hidden className="font-bold">
            𝕏
          </span>
          {t("share.twitter")}
        </Button>
        <Button variant="outline" onClick={() => void shareMore()}>
          <Share2 className="size-4" aria-hidden />
          {t("share.more")}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t("share.done")}</Button>
      </div>
    </div>
  );
}
