import { PRODUCT_NAME } from "../../shared/constants";
import type { MailMessage } from "../platform/mail/mailer";
import { fixtureText, notificationWords, reminderText } from "./notification-text";
import { accountLocale } from "../../shared/i18n/locales";
import { unsubscribeUrl } from "./unsubscribe-token";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A message's <0>…</0> as a link, every text part escaped. */
const linked = (message: string, href: string) =>
  message
    .split(/<0>(.*?)<\/0>/s)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escape(href)}">${escape(part)}</a>` : escape(part)))
    .join("");

/**
 * A kick-off reminder as e-mail, in the player's account language: plain text and HTML, the match's
 * link, and a one-click unsubscribe (RFC 8058).
 */
export function reminderEmail(
  r: {
    user_id: number;
    username: string;
    email: string;
    match_id: number;
    home_team: string;
    away_team: string;
    lead_minutes: number;
    unpicked: boolean;
    pick: string | null;
    /** The player's account language (users.locale): null is English. */
    locale?: string | null;
  },
  publicUrl: string,
  secret: string,
): MailMessage {
  const locale = accountLocale(r.locale);
  const t = notificationWords(locale);
  const { title, body } = reminderText(fixtureText(r.home_team, r.away_team, locale), r.lead_minutes, r.pick, r.unpicked, locale);
  const matchUrl = `${publicUrl}/match/${r.match_id}`;
  const unsubscribe = unsubscribeUrl(publicUrl, r.user_id, secret);
  const subject = title;
  const hello = t("email.hello", { username: r.username });
  const text = `${hello}\n\n` + `${title}. ${body}\n\n${matchUrl}\n\n` + `${t("email.whyText", { product: PRODUCT_NAME, url: unsubscribe })}\n`;
  const html = `<!doctype html><html${locale === "en" ? "" : ` lang="${locale}"`}><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escape(hello)}</p>
<p><strong>${escape(title)}</strong>. ${escape(body)}</p>
<p><a href="${escape(matchUrl)}">${escape(t("email.open"))}</a></p>
<p style="color:#666;font-size:12px">${linked(t("email.whyHtml", { product: PRODUCT_NAME }), unsubscribe)}</p>
</body></html>`;
  return {
    to: r.email,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
