import { expect } from "vitest";

/** What a test sends through a balancer: the player's cookie, a JSON body, the client's address. */
export interface BalancedRequest {
  method?: string;
  cookie?: string;
  body?: unknown;
  /** X-Forwarded-For, as the balancer's own proxy would write it (the game trusts loopback hops with an https PUBLIC_URL). */
  from?: string;
}

/**
 * A browser on the game's own origin talking to instances through a balancer at `url`: requests,
 * and sign-ups that return the session cookie. `tag` keeps one suite's players apart from another's.
 */
export function balancedClient(url: () => string, origin: string, tag: string) {
  const call = (path: string, init: BalancedRequest = {}) =>
    fetch(`${url()}${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.from ? { "x-forwarded-for": init.from } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  let n = 0;
  /** Signs a new player up, each from an address of their own (sign-ups are limited per network); returns the cookie. */
  const signUp = async () => {
    n += 1;
    const name = `${tag}${process.pid % 10_000}x${n}${Date.now() % 100_000}`;
    const reply = await call("/api/auth/signup", {
      method: "POST",
      from: `10.${(process.pid >> 8) % 250}.${process.pid % 250}.${n}`,
      body: { email: `${name}@example.com`, username: name.slice(0, 20), password: "correct horse battery" },
    });
    expect(reply.status, await reply.clone().text()).toBe(201);
    return cookieOf(reply);
  };
  return { call, signUp };
}
