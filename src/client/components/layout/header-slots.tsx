import { createContext, type ComponentType } from "react";

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  referralCode: string;
}

/**
 * What the header shows that a feature owns: the app fills it in (app.tsx), so the layout imports no
 * feature (docs/decisions.md#client). Without it the header has no Invite dialog and no bell.
 */
export const HeaderSlots = createContext<{
  InviteDialog: ComponentType<InviteDialogProps> | null;
  NotificationBell: ComponentType<{ "aria-describedby"?: string }> | null;
}>({
  InviteDialog: null,
  NotificationBell: null,
});
