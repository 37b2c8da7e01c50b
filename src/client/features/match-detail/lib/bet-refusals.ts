import { toast } from "../../../hooks/use-toast";

/**
 * A player with no credits cannot open the stake dialog (docs/rules.md#betting-window): says so and answers false,
 * wherever a Back button is pressed (the match page, the arena's "Next to kick off").
 */
export function mayOpenStakeDialog(credits: number): boolean {
  if (credits > 0) return true;
  toast({ title: "Insufficient credits", description: "You have no credits left to stake", variant: "destructive" });
  return false;
}

/** Kick-off came while the stake dialog was open: it closes with this toast (docs/rules.md#betting-window). */
export function announceBettingClosed(): void {
  toast({ title: "Betting Closed", description: "The match has started. Betting is no longer available.", variant: "destructive" });
}
