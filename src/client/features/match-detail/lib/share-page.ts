import type { Translate } from "@shared/i18n/catalogue";
import { toast } from "../../../hooks/use-toast";
import type { MatchDetailId } from "../messages";

export interface ShareContent {
  title: string;
  text: string;
}

/** The system share sheet where there is one; otherwise the page's link goes to the clipboard (docs/rules.md#sharing). */
/** `t` words the toasts in the page's language. */
export async function sharePage({ title, text }: ShareContent, t: Translate<MatchDetailId>): Promise<void> {
  const url = location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The person closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t("share.copied"), description: t("share.copiedDescription") });
  } catch {
    toast({ title: t("share.copyFailed"), description: t("share.tryAgain"), variant: "destructive" });
  }
}
