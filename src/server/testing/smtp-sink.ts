import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** The token of the newest confirmation link sent to an address. */
  confirmationTokenFor(address: string): string;
  /** The token of the newest password reset link sent to an address. */
  resetTokenFor(address: string): string;
  /** `raw` with quoted-printable undone (links read as sent); `source` as it came. */
  messages: Array<{ to: string[]; raw: string; source: string }>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every message it is sent, as a real mailbox would receive it. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink["messages"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        // Quoted-printable: undo soft line breaks and the encoded "=" so links read as sent.
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="), source: raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    confirmationTokenFor: (address) => newestToken(messages, address, "verify-email", "confirmation"),
    resetTokenFor: (address) => newestToken(messages, address, "reset-password", "password reset"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the newest link to /{page} among the mails sent to an address. */
function newestToken(messages: SmtpSink["messages"], address: string, page: string, what: string): string {
  const link = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]{43})`);
  const mail = [...messages].reverse().find((m) => m.to.includes(address) && link.test(m.raw));
  const token = mail && link.exec(mail.raw)?.[1];
  if (!token) throw new Error(`no ${what} link was sent to ${address}`);
  return token;
}
