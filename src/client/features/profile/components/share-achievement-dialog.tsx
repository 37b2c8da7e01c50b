import { Copy, Trophy } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import type { ToastInput } from "../../../hooks/use-toast";
import { achievementShareText, achievementTitle, type Achievement } from "../lib/achievement";
import { useClipboardCopy } from "../hooks/use-clipboard-copy";

const TEXT_COPIED: ToastInput = { title: "Copied to clipboard!", description: "Share this with your friends" };

export interface ShareAchievementDialogProps {
  /** The achievement to share; the dialog is open while it is set. */
  achievement: Achievement | null;
  link: string;
  onClose: () => void;
}

// A stand-in for the full share dialog of SPEC §2 (card preview, image download, social buttons),
// which a later change builds; it already shares the achievement's text and link.
export function ShareAchievementDialog({ achievement, link, onClose }: ShareAchievementDialogProps) {
  const { copy } = useClipboardCopy(TEXT_COPIED);
  const text = achievement ? achievementShareText(achievement, link) : "";
  return (
    <Dialog open={achievement !== null} onOpenChange={(open) => !open && onClose()} title="Share Your Achievement">
      {achievement && (
        <div className="grid gap-4">
          <p className="flex items-center gap-3 rounded-xl bg-muted p-4 font-display text-2xl font-bold" data-testid="achievement-title">
            <Trophy className="size-7 shrink-0 text-accent" aria-hidden />
            {achievementTitle(achievement)}
          </p>
          <div>
            <p className="text-sm font-medium">Share Text</p>
            <p className="mt-1 rounded-lg border border-border p-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">{text}</p>
          </div>
          <Button variant="outline" onClick={() => void copy(text)}>
            <Copy className="size-4" aria-hidden />
            Copy share text
          </Button>
        </div>
      )}
    </Dialog>
  );
}
