import { expect, it } from "vitest";
import { describeEachDatabase, signUp } from "../../testing/harness";

// A refusal reaches each reader in their language: a signed-in player's account's, else the browser's
// (Accept-Language) or the visitor's choice (the lang cookie); English as it always was.

describeEachDatabase("replies in the reader's language", (ctx) => {
  it("writes the same refusal in each language a signed-out browser asks for", async () => {
    const { app } = ctx();
    const ask = (headers: Record<string, string>) => app.inject({ url: "/api/no-such-thing", headers });
    const expected: Array<[Record<string, string>, string]> = [
      [{}, "No such endpoint: GET /api/no-such-thing"],
      [{ "accept-language": "en-GB" }, "No such endpoint: GET /api/no-such-thing"],
      [{ "accept-language": "pt-BR,pt;q=0.9" }, "Endpoint inexistente: GET /api/no-such-thing"],
      [{ "accept-language": "es-AR" }, "No existe ese endpoint: GET /api/no-such-thing"],
      [{ "accept-language": "de-CH, en;q=0.5" }, "Diesen Endpunkt gibt es nicht: GET /api/no-such-thing"],
      [{ "accept-language": "fr-FR" }, "No such endpoint: GET /api/no-such-thing"],
      // The visitor's own choice wins over the browser's.
      [{ "accept-language": "de", cookie: "lang=es" }, "No existe ese endpoint: GET /api/no-such-thing"],
    ];
    for (const [headers, message] of expected) {
      const reply = await ask(headers);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(404);
      expect(reply.json(), JSON.stringify(headers)).toEqual({ message });
    }
    const wrong = await app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "accept-language": "de" },
      payload: { email: "nobody@example.com", password: "not the password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("E-Mail-Adresse oder Passwort falsch");
  });

  it("writes a signed-in player's refusals in their account's language, whatever the browser asks for", async () => {
    const { app } = ctx();
    const player = await signUp(app);
    const patch = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: "PATCH", url: "/api/auth/user/settings", headers: { cookie: player.cookie, ...headers }, payload });
    expect((await patch({ "accept-language": "de" }, {})).json().message).toBe("Send publicCard, locale or oracleFill");
    expect((await patch({}, { locale: "pt-BR" })).statusCode).toBe(200);
    const browsers: Array<Record<string, string>> = [
      {},
      { "accept-language": "de" },
      { "accept-language": "de", cookie: `${player.cookie}; lang=es` },
    ];
    for (const headers of browsers) {
      const reply = await patch(headers, {});
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message: "Envie publicCard, locale ou oracleFill" });
    }
    // A reply that is only a message is written in it too; nothing else in the account changed.
    const user = (await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).json();
    expect(user).toMatchObject({ locale: "pt-BR", credits: 10_000, publicCard: true });
  });
});
