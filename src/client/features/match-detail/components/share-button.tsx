import { Share2 } from "lucide-react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { sharePage, type ShareContent } from "../lib/share-page";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

export interface ShareButtonProps extends ShareContent {
  label?: string;
  variant?: ButtonProps["variant"];
  className?: string;
}

/** A generic share button: share sheet, or copy the page link. */
export function ShareButton({ title, text, label, variant = "outline", className }: ShareButtonProps) {
  const t = useT(matchDetailArea);
  return (
    <Button variant={variant} className={className} onClick={() => void sharePage({ title, text }, t)}>
      <Share2 className="size-4" aria-hidden />
      {label ?? t("share.button")}
    </Button>
  );
}
