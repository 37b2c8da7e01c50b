import { createServer } from "node:http";
import { startSmtpSink } from "../../src/server/testing/smtp-sink";

// The end-to-end tests' mailbox: the game sends confirmation and password reset e-mails here over
// SMTP, and a test reads the newest link sent to an address over HTTP (/token?to=…, with &link=reset
// for a reset link), as a player would open it from their inbox.
const sink = await startSmtpSink(Number(process.env.SMTP_PORT));
const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://mailbox");
  if (url.pathname === "/health") return response.end("ok");
  if (url.pathname !== "/token") return response.writeHead(404).end();
  try {
    const to = url.searchParams.get("to") ?? "";
    const token = url.searchParams.get("link") === "reset" ? sink.resetTokenFor(to) : sink.confirmationTokenFor(to);
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ token }));
  } catch {
    response.writeHead(404).end();
  }
});
http.listen(Number(process.env.MAILBOX_PORT), "127.0.0.1");
