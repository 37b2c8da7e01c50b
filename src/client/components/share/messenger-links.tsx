import type { JSX, SVGProps } from "react";
import { trackEvent } from "../../lib/analytics";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../ui/button";
import { MESSENGERS, messengerShareUrl, type MessengerPlatform } from "./share-links";

// Brand marks drawn inline, as social-icons.tsx's: no image is fetched for them.
type IconProps = SVGProps<SVGSVGElement>;

function WhatsAppMark(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21c5.46 0 9.91-4.45 9.91-9.91C21.95 6.45 17.5 2 12.04 2Zm0 18.15c-1.48 0-2.93-.4-4.2-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.2 8.2 0 0 1-1.26-4.38c0-4.54 3.7-8.24 8.25-8.24 4.54 0 8.24 3.7 8.24 8.24 0 4.55-3.7 8.24-8.24 8.24Zm4.52-6.17c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.13-.16.25-.64.81-.79.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.01-.38.11-.51.11-.11.25-.29.37-.43.13-.15.17-.25.25-.42.08-.16.04-.31-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48c-.17 0-.43.06-.66.31-.22.25-.86.85-.86 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.23 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z" />
    </svg>
  );
}

function TelegramMark(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M21.94 4.3 18.8 19.1c-.24 1.05-.86 1.3-1.74.81l-4.8-3.54-2.32 2.23c-.26.26-.47.47-.96.47l.34-4.87 8.87-8.01c.39-.34-.08-.53-.6-.19L6.63 12.9 1.9 11.42c-1.03-.32-1.05-1.03.21-1.52L20.58 2.8c.86-.32 1.6.19 1.36 1.5Z" />
    </svg>
  );
}

const ICONS: Record<MessengerPlatform, (props: IconProps) => JSX.Element> = { whatsapp: WhatsAppMark, telegram: TelegramMark };
const LABELS: Record<MessengerPlatform, string> = { whatsapp: "WhatsApp", telegram: "Telegram" };

/**
 * WhatsApp and Telegram beside Copy (docs/rules.md#sharing): plain links opening in a new tab without
 * opener or referrer, each counted as `share_{platform}` with what is shared.
 */
export function MessengerLinks({ shareType, text, url }: { shareType: string; text: string; url: string }) {
  return (
    <>
      {MESSENGERS.map((platform) => {
        const Icon = ICONS[platform];
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
            {LABELS[platform]}
          </a>
        );
      })}
    </>
  );
}
