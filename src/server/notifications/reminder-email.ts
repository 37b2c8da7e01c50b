import { PRODUCT_NAME } from "../../shared/constants";
import type { MailMessage } from "../mail/mailer";
import { reminderText } from "./notification-text";
import { unsubscribeUrl } from "./unsubscribe-token";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A kick-off reminder as e-mail: plain text and HTML, the match's link, and a one-click unsubscribe (RFC 8058). */
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
  },
  publicUrl: string,
  secret: string,
): MailMessage {
  const { title, body } = reminderText(`${r.home_team} vs ${r.away_team}`, r.lead_minutes, r.pick, r.unpicked);
  const matchUrl = `${publicUrl}/match/${r.match_id}`;
  const unsubscribe = unsubscribeUrl(publicUrl, r.user_id, secret);
  const subject = title;
  const text =
    `Hello ${r.username},\n\n` +
    `${title}. ${body}\n\n${matchUrl}\n\n` +
    `You asked ${PRODUCT_NAME} for this reminder. No more e-mail reminders: ${unsubscribe}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escape(r.username)},</p>
<p><strong>${escape(title)}</strong>. ${escape(body)}</p>
<p><a href="${escape(matchUrl)}">Open the match</a></p>
<p style="color:#666;font-size:12px">You asked ${escape(PRODUCT_NAME)} for this reminder. <a href="${escape(unsubscribe)}">No more e-mail reminders</a></p>
</body></html>`;
  return {
    to: r.email,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
