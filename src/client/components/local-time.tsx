import type { HTMLAttributes } from "react";
import { formatDate, formatDateTime } from "../lib/format";
import { useLocale } from "../lib/i18n/locale";
import { useBrowserOnly } from "../lib/render-clock";

export interface LocalTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, "children"> {
  /** The moment, as the API sends it (ISO 8601). */
  at: string;
  /** "Today 18:30" rather than the date alone ("Sat 28 Nov"). */
  withTime?: boolean;
}

/**
 * A date or moment in the player's own time zone, in the product's one date format (lib/format.ts).
 * A server-rendered page was rendered in the server's zone: until the browser has taken that markup
 * over, the element holds a no-break space, which keeps its line, and the player's text follows in
 * the next render (lib/render-clock.tsx). A page the browser renders itself shows it at once.
 */
export function LocalTime({ at, withTime = false, ...rest }: LocalTimeProps) {
  const inBrowser = useBrowserOnly();
  const locale = useLocale();
  const now = new Date();
  return (
    <time dateTime={at} {...rest}>
      {inBrowser ? (withTime ? formatDateTime(at, now, undefined, locale) : formatDate(at, now, undefined, locale)) : "\u00a0"}
    </time>
  );
}
