import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { toast } from "../../hooks/use-toast";
import { trackEvent } from "../../lib/analytics";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { MessengerLinks } from "./messenger-links";
import { openShareWindow } from "./save-file";
import { copyText, socialShareUrl, withLanguage, withUtm, type SharePlatform } from "./share-links";
import { SOCIAL_ICONS, SOCIAL_LABELS } from "./social-icons";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { shareArea } from "./messages";

const SOCIAL: readonly Exclude<SharePlatform, "copy">[] = ["twitter", "facebook", "linkedin", "reddit"];

export interface ShareButtonsProps {
  /** What is being shared, e.g. "match" or "arena": the analytics shareType and the utm_campaign. */
  shareType: string;
  /** The page to share (absolute); the utm parameters and the page's language are added here. */
  url: string;
  text: string;
  className?: string;
}

/**
 * The arena / match share row (docs/rules.md#sharing): Twitter, Facebook, LinkedIn, Reddit in a new tab without
 * opener or referrer, Copy (text plus link) with a check mark for 2 s, and WhatsApp and Telegram beside it.
 */
export function ShareButtons({ shareType, url, text, className }: ShareButtonsProps) {
  // The mark shows until 2 s after it is on screen: the timer starts once it is drawn, not at the click,
  // so a slow render never shortens what the player sees. Each copy (`copies`) starts the 2 s again.
  const t = useT(shareArea);
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const [copies, setCopies] = useState(0);
  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS_MS.copiedIndicator);
    return () => clearTimeout(timer);
  }, [copies]);
  const link = withLanguage(withUtm(url, shareType), locale);

  function share(platform: Exclude<SharePlatform, "copy">) {
    trackEvent("click", `share_${platform}`, { shareType, url: link });
    openShareWindow(socialShareUrl(platform, { text, url: link }));
  }

  async function copy() {
    trackEvent("click", "share_copy", { shareType, url: link });
    try {
      await navigator.clipboard.writeText(copyText({ text, url: link }));
      toast({ title: t("toast.copied"), description: t("toast.copiedDescription") });
      setCopied(true);
      setCopies((n) => n + 1);
    } catch {
      toast({ title: t("toast.copyFailed"), description: t("toast.copyFailedDescription"), variant: "destructive" });
    }
  }

  return (
    <div className={cn("flex flex-wrap gap-2", className)} role="group" aria-label={t("share")}>
      {SOCIAL.map((platform) => {
        const Icon = SOCIAL_ICONS[platform];
        return (
          <Button key={platform} variant="outline" size="sm" onClick={() => share(platform)}>
            <Icon className="size-4" />
            {SOCIAL_LABELS[platform]}
          </Button>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => void copy()} data-copied={copied || undefined}>
        {copied ? <Check className="size-4 text-chatgpt" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {copied ? t("copied") : t("copy")}
      </Button>
      <MessengerLinks shareType={shareType} text={text} url={link} />
    </div>
  );
}
