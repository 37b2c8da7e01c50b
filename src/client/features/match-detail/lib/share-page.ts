import { toast } from "../../../hooks/use-toast";

export interface ShareContent {
  title: string;
  text: string;
}

/** The system share sheet where there is one; otherwise the page's link goes to the clipboard (docs/rules.md#sharing). */
export async function sharePage({ title, text }: ShareContent): Promise<void> {
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
    toast({ title: "Copied to clipboard!", description: "Share this with your friends" });
  } catch {
    toast({ title: "Failed to copy", description: "Please try again", variant: "destructive" });
  }
}
