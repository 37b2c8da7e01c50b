import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML version beside the text one. */
  html?: string;
  headers?: Record<string, string>;
}

/** Outgoing mail (an outside system behind an interface; none is the embedded default). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** An SMTP mailer when SMTP_URL is set; undefined otherwise, and nothing is ever sent. */
export function createMailer(mail: Config["mail"]): Mailer | undefined {
  if (!mail) return undefined;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
