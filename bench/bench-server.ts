import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A free local port below Linux's ephemeral range (32768+), so that no outgoing connection of a
 * bench's clients can be holding the number when its server starts (or starts again) on it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Signs a player up through the API (scrypt and all) and returns the session cookie. */
export async function signUpOverHttp(base: string, name: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `${name}@example.com`, password: "bench-password", username: name }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("pl_session="));
  if (!response.ok || !session) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return session.split(";")[0]!;
}
