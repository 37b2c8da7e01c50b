import type { ServerResponse } from "node:http";

// What a hostile or broken source can send (docs/decisions.md#replies-are-untrusted-input): a 200 whose JSON
// never ends within the cap. The provider worlds serve it on `failNext("oversize")`; a test's counting
// fetch (testing/provider-test-kit.ts) tells how much of it the client read.

/** More than the 20 MB cap, by a margin wider than anything a socket buffers. */
export const OVERSIZE_BYTES = 28 * 1024 * 1024;
const PAD = Buffer.alloc(64 * 1024, "A");

/** `head` (the start of a valid reply, ending inside a string), then padding up to `bytes`, written as the client reads. */
export function sendOversize(res: ServerResponse, head: string, bytes = OVERSIZE_BYTES): void {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  let sent = Buffer.byteLength(head);
  res.write(head);
  const pump = () => {
    while (sent < bytes && !res.destroyed) {
      sent += PAD.length;
      if (!res.write(PAD)) return void res.once("drain", pump);
    }
    if (!res.destroyed) res.end('"}]');
  };
  // The client hanging up ends the reply: no write error is left behind.
  res.on("error", () => undefined);
  pump();
}
