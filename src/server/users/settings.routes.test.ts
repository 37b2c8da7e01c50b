import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "../platform/db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase("player settings", (ctx) => {
  const patch = (payload: unknown, cookie?: string) =>
    ctx().app.inject({ method: "PATCH", url: "/api/auth/user/settings", headers: cookie ? { cookie } : {}, payload: payload as object });
  const row = async (id: number) => (await ctx().database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it("keeps the public card on by default and lets the player turn it off and on", async () => {
    const { app } = ctx();
    const player = await signUp(app);
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).json().publicCard).toBe(true);
    const off = await patch({ publicCard: false }, player.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: player.user.id, publicCard: false, credits: 10_000 });
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).json().publicCard).toBe(false);
    expect((await patch({ publicCard: true }, player.cookie)).json().publicCard).toBe(true);
  });

  it("refuses bad input and strangers with a clear message, and changes nothing", async () => {
    const { app } = ctx();
    const player = await signUp(app);
    const other = await signUp(app);
    const signedOut = await patch({ publicCard: false });
    expect(signedOut.statusCode).toBe(401);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Send publicCard, locale or oracleFill/],
      [{ oracleFill: "Claude" }, /oracleFill must be ChatGPT or Grok, or null for off/],
      [{ oracleFill: "chatgpt" }, /oracleFill must be ChatGPT or Grok, or null for off/],
      [{ oracleFill: 1 }, /oracleFill must be ChatGPT or Grok, or null for off/],
      [{ locale: "fr" }, /locale must be one of en, pt-BR, es, de/],
      [{ locale: "pt" }, /locale must be one of en, pt-BR, es, de/],
      [{ locale: 7 }, /locale must be one of en, pt-BR, es, de/],
      [{ locale: null }, /locale must be one of en, pt-BR, es, de/],
      [{ locale: "de".repeat(2_000) }, /locale must be one of en, pt-BR, es, de/],
      [{ publicCard: "false" }, /publicCard must be true or false/],
      [{ publicCard: 0 }, /publicCard must be true or false/],
      [{ publicCard: null }, /publicCard must be true or false/],
      [{ publicCard: false, userId: other.user.id }, /Unknown field: userId/],
      [{ publicCard: false, credits: 1_000_000 }, /Unknown field: credits/],
      [{ publicCard: false, isAdmin: true }, /Unknown field: isAdmin/],
      [[false], /./],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(payload, player.cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await row(player.user.id)).publicCard).toBe(true);
    expect((await row(player.user.id)).locale).toBe("en");
    expect((await row(other.user.id)).publicCard).toBe(true);
    expect((await row(player.user.id)).credits).toBe(10_000);
  });

  it("keeps the language the player signed up in, and the one they choose after, changing nothing else", async () => {
    const { app } = ctx();
    const signUpIn = async (headers: Record<string, string>) => {
      const tag = `${process.pid}${Math.random().toString(36).slice(2, 8)}`;
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers,
        payload: { email: `lang${tag}@example.com`, username: `l${tag}`.slice(0, 20), password: "correct horse battery" },
      });
      expect(response.statusCode).toBe(201);
      return response;
    };
    // The browser's language, the visitor's choice over it, and English when the browser asks for none of the four.
    expect((await signUpIn({ "accept-language": "de-AT,de;q=0.9,en;q=0.5" })).json().locale).toBe("de");
    expect((await signUpIn({ "accept-language": "de", cookie: "lang=pt-BR" })).json().locale).toBe("pt-BR");
    expect((await signUpIn({ "accept-language": "fr-FR", cookie: "lang=xx" })).json().locale).toBe("en");

    const player = await signUp(app);
    const chosen = await patch({ locale: "es" }, player.cookie);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: player.user.id, locale: "es", publicCard: true, credits: 10_000 });
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).json().locale).toBe("es");
    // Both at once, and the card alone leaves the language as it was.
    expect((await patch({ locale: "de", publicCard: false }, player.cookie)).json()).toMatchObject({ locale: "de", publicCard: false });
    expect((await patch({ publicCard: true }, player.cookie)).json()).toMatchObject({ locale: "de", publicCard: true });

    // Signing in sets the page's language to the account's, so the next page comes in it.
    const email = (await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).json().email as string;
    const signin = await app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password: "correct horse battery" } });
    expect(signin.statusCode).toBe(200);
    const lang = signin.cookies.find((cookie) => cookie.name === "lang");
    expect(lang).toMatchObject({ value: "de", path: "/", sameSite: "Lax" });
    expect(lang?.httpOnly).toBeFalsy();
  });
});
