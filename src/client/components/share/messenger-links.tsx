import { trackEvent } from "../../lib/analytics";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../ui/button";
import { useLocale } from "../../lib/i18n/locale";
import { MESSENGERS, messengerShareUrl, withLanguage } from "./share-links";
import { MESSENGER_ICONS, MESSENGER_LABELS } from "./social-icons";

/**
 * WhatsApp and Telegram beside Copy (docs/rules.md#sharing): plain links opening in a new tab without
 * opener or referrer, each counted as `share_{platform}` with what is shared.
 */
export function MessengerLinks({ shareType, text, url: page }: { shareType: string; text: string; url: string }) {
  // The link carries the page's language, as every shared link does (share-links.ts).
  const url = withLanguage(page, useLocale());
  return (
    <>
      {MESSENGERS.map((platform) => {
        const Icon = MESSENGER_ICONS[platform];
        return (
          <a
            key={platform}
            href={messengerShareUrl(platform, { text, url })}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => trackEvent("click", `share_${platform}`, { shareType, url })}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
          >
            <Icon className="size-4" />
            {MESSENGER_LABELS[platform]}
          </a>
        );
      })}
    </>
  );
}
