import { expect, it } from "vitest";
import { describeEachDatabase } from "../testing/harness";

describeEachDatabase("security basics", (ctx) => {
  it("sends the security headers with a CSP that allows no inline scripts", async () => {
    const response = await ctx().app.inject({ url: "/api/stats/social-proof" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain http (the embedded default) gets no HSTS; https deployments do (next suite).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("treats a malformed session cookie as signed out, never as an error", async () => {
    const { app } = ctx();
    const response = await app.inject({ url: "/api/auth/user", headers: { cookie: `pl_session=${"x".repeat(500)}` } });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a request that claims a cross-site fetch even without an Origin", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { email: "a@example.com", password: "whatever1" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describeEachDatabase(
  "https deployment",
  (ctx) => {
    it("adds HSTS and marks the session cookie Secure", async () => {
      const { app } = ctx();
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "secure@example.com", password: "long enough", username: "secure1" },
      });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(response.cookies.find((c) => c.name === "pl_session")?.secure).toBe(true);
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example" } },
);

describeEachDatabase(
  "sign-in rate limit",
  (ctx) => {
    it("slows brute force: the 21st attempt in a minute from one address gets 429 with a message", async () => {
      const { app } = ctx();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await app.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { email: "victim@example.com", password: `guess-${i}-guess` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/Too many requests/);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  },
  { app: { rateLimits: true } },
);
