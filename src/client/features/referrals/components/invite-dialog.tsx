import { Copy } from "lucide-react";
import { useState } from "react";
import { REFERRAL_FIRST_BET_BONUS, REFERRAL_JOIN_BONUS, TIMINGS_MS } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../hooks/use-toast";
import { formatCredits } from "../../../lib/format";
import { referralLink } from "../../../lib/referral-link";

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  referralCode: string;
}

/** Invite Friends & Earn: the referral link to share (SPEC §2). */
export function InviteDialog({ open, onOpenChange, referralCode }: InviteDialogProps) {
  const [locked, setLocked] = useState(false);
  const link = referralLink(referralCode);

  const copy = async () => {
    setLocked(true);
    setTimeout(() => setLocked(false), TIMINGS_MS.copyLockout);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link Copied!", description: "Your referral link has been copied to clipboard" });
    } catch {
      toast({ title: "Failed to copy", description: "Please try again", variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Invite Friends & Earn">
      <p className="text-sm text-muted-foreground">
        A friend who joins with your link gets {formatCredits(REFERRAL_JOIN_BONUS)}, and so do you. When they place
        their first bet you earn {formatCredits(REFERRAL_FIRST_BET_BONUS)} more. Invite as many friends as you like.
      </p>
      <label className="mt-4 block text-sm font-medium" htmlFor="invite-link">
        Your referral link
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="invite-link"
          readOnly
          value={link}
          className="min-h-11 w-full rounded-lg border border-border bg-muted px-3 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" size="icon" onClick={copy} disabled={locked} aria-label="Copy referral link">
          <Copy className="size-4" />
        </Button>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Your code: <span className="font-mono font-semibold text-foreground">{referralCode}</span>
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>Done</Button>
      </div>
    </Dialog>
  );
}
