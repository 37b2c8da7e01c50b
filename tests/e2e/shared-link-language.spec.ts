import { expect, test } from "@playwright/test";
import type { User } from "../../src/shared/api/auth";
import { getJson, matches, newPlayer, openPage, PHONE } from "./helpers";

// A link shared by a German-speaking player keeps their language (docs/rules.md#languages): a friend
// opening it signed out, in a browser that asks for English, reads the landing's block in German, with
// the German card, unless they chose a language on the site themselves.

test.use({ viewport: PHONE, locale: "de-DE" });

test("a German player's shared card opens in German for a signed-out friend whose browser asks for English", async ({ page, browser }) => {
  const player = newPlayer("teiler");
  expect((await page.request.post("/api/auth/signup", { data: player, headers: { "accept-language": "de-DE" } })).status()).toBe(201);
  expect((await getJson<User>(page, "/api/auth/user")).locale).toBe("de");

  // The share dialog, in German: the card's title and the link it shares, carrying the language.
  await openPage(page, "/profile");
  await page.getByRole("button", { name: "Erfolg teilen" }).click();
  const dialog = page.getByRole("dialog", { name: "Teile deinen Erfolg" });
  await expect(dialog.getByTestId("achievement-title")).toHaveText("10K Credits verdient!");
  const shared = (await dialog.getByTestId("share-text").locator("p").last().textContent())!;
  const link = new URL(shared);
  expect(link.pathname).toBe(`/u/${player.username}`);
  expect(link.searchParams.get("lang")).toBe("de");
  expect(link.searchParams.get("ref")).toMatch(/^PROPHET-/);
  expect(await dialog.getByTestId("share-text").locator("p").first().textContent()).toMatch(/^10K Credits verdient! /);

  // A friend's fresh browser, asking for English, no cookie of its own.
  const context = await browser.newContext({ viewport: PHONE, locale: "en-US" });
  const friend = await context.newPage();
  await friend.goto(`${link.pathname}${link.search}`);
  await expect(friend.locator("html")).toHaveAttribute("lang", "de");
  const block = friend.getByTestId("followed-link");
  await expect(block.locator("p").first()).toHaveText(`Dir wurde die Erfolgskarte von ${player.username} geschickt.`);
  await expect(block.getByTestId("followed-link-verdict")).toHaveText("10K Credits verdient!");
  await expect(block.getByTestId("followed-link-referral")).toHaveText("Tritt über diesen Link bei und ihr bekommt beide ₡5.000");
  const card = block.getByTestId("followed-link-card");
  await expect(card).toHaveAttribute("src", `/og/u/${player.username}.png?lang=de`);
  await expect(card).toHaveAttribute("alt", `Erfolgskarte von ${player.username}: 10K Credits verdient!`);
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expect(friend.getByText("Join with their link")).toHaveCount(0);

  // A match the player shares: the block in German, the duel's outcome too once it is finished.
  const finished = (await matches(page)).find((m) => m.status === "completed" && m.actualScore)!;
  expect(finished, "a finished match").toBeDefined();
  await friend.goto(`/match/${finished.id}?utm_source=share&utm_medium=social&utm_campaign=result&lang=de`);
  await expect(block.locator("p").first()).toHaveText(
    `Dir wurde ein Spiel geschickt: ${finished.homeTeam} – ${finished.awayTeam}, Endstand ${finished.actualScore}.`,
  );
  await expect(block.getByTestId("followed-link-verdict")).toHaveText(/gewann das Duell|^Unentschieden/);
  await expect(block.getByTestId("followed-link-card")).toHaveAttribute("src", `/og/match/${finished.id}.png?lang=de`);
  await expect.poll(() => block.getByTestId("followed-link-card").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  // The way in goes on in the link's language for the rest of the visit: the sign-in page, and the account made there.
  await friend.getByRole("link", { name: "Ab in die Arena" }).click();
  await expect(friend).toHaveURL(/\/api\/login/);
  await expect(friend.locator("html")).toHaveAttribute("lang", "de");
  const friendPlayer = newPlayer("freund");
  expect((await friend.request.post("/api/auth/signup", { data: friendPlayer })).status()).toBe(201);
  expect((await getJson<User>(friend, "/api/auth/user")).locale).toBe("de");
  await context.clearCookies();

  // The friend's own choice of language wins over the link's.
  await context.addCookies([{ name: "lang", value: "en", url: new URL(friend.url()).origin }]);
  await friend.goto(`${link.pathname}${link.search}`);
  await expect(friend.locator("html")).toHaveAttribute("lang", "en");
  await expect(block.locator("p").first()).toHaveText(`You were sent ${player.username}'s achievement card.`);
  await expect(block.getByTestId("followed-link-verdict")).toHaveText("10K Credits Earned!");
  await expect(block.getByTestId("followed-link-referral")).toHaveText("Join with their link and you both get ₡5,000");
  await context.close();
});
