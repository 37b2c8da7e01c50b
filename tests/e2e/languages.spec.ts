import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { areas, SRC } from "../../src/shared/i18n/catalogue-folders";
import { SAME_AS_ENGLISH } from "../../src/shared/i18n/same-as-english";
import type { User } from "../../src/shared/api/auth";
import { axeViolations, DESKTOP, failing, getJson, newPlayer, openPage, PHONE, reloadPage, SCREENS } from "./helpers";

// The game in the player's language (docs/decisions.md#languages): the first visit follows the
// browser, the footer's switch holds across reload and sign-in, the account carries the choice to
// another device, credits are written as the language writes numbers, every page shows no English,
// and a card a player shares opens in their language for a friend.

/** Nothing wider than the screen: no sideways scrolling in a longer language. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test.describe("a browser asking for German", () => {
      test.use({ locale: "de-DE" });

      test("gets the landing in German on the first visit, fitting the screen", async ({ page }) => {
        await openPage(page, "/");
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.getByRole("link", { name: "Ab in die Arena" })).toBeVisible();
        await expect(page.getByText("Nur Spielgeld. Kein echter Wert. Ab 13 Jahren.")).toBeVisible();
        await expect(page.getByText(/Starte mit ₡10\.000 Spielgeld/)).toBeVisible();
        await expect(page.getByRole("heading", { name: "Rechtliches" })).toBeVisible();
        await expect(page.getByText("Enter the Arena")).toHaveCount(0);
        await expect(page.getByTestId("language-switch")).toHaveValue("de");
        await fitsTheScreen(page);
      });
    });

    test("switches from the footer, keeps the choice across a reload and onto the account, and writes credits its way", async ({ page }) => {
      await openPage(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.getByTestId("language-switch").selectOption("pt-BR");
      await expect(page.getByRole("link", { name: "Entrar na Arena" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.pt-BR.webmanifest");
      await reloadPage(page);
      await expect(page.getByRole("link", { name: "Entrar na Arena" })).toBeVisible();

      // Signed up in Portuguese: the account keeps it, and the header's credits are written the Brazilian way.
      expect((await page.request.post("/api/auth/signup", { data: newPlayer("lang") })).status()).toBe(201);
      expect((await getJson<User>(page, "/api/auth/user")).locale).toBe("pt-BR");
      await openPage(page, "/");
      await expect(page.getByTestId("header-credits")).toHaveText("₡10.000");
      await expect(page.getByRole("link", { name: "Palpites" }).first()).toBeVisible();
      await fitsTheScreen(page);

      // Switching again while signed in changes the account too, and nothing else.
      await page.getByTestId("language-switch").selectOption("de");
      await expect(page.getByTestId("header-credits")).toHaveText("₡10.000");
      await expect(page.getByRole("link", { name: "Tipps" }).first()).toBeVisible();
      await expect.poll(async () => (await getJson<User>(page, "/api/auth/user")).locale).toBe("de");
      expect((await getJson<User>(page, "/api/auth/user")).credits).toBe(10_000);
    });

    test("an account's language follows the player to another device", async ({ page, browser }) => {
      const player = newPlayer("lang");
      expect((await page.request.post("/api/auth/signup", { data: player, headers: { "accept-language": "es-AR,es;q=0.9" } })).status()).toBe(201);
      expect((await getJson<User>(page, "/api/auth/user")).locale).toBe("es");

      // Another device, whose browser asks for English: signed in, the page turns Spanish, and stays so.
      const device = await browser.newContext({ viewport: screen, locale: "en-US" });
      const other = await device.newPage();
      expect((await other.request.post("/api/auth/signin", { data: { email: player.email, password: player.password } })).status()).toBe(200);
      await openPage(other, "/");
      await expect(other.locator("html")).toHaveAttribute("lang", "es");
      await expect(other.getByRole("link", { name: "Pronósticos" }).first()).toBeVisible();
      await reloadPage(other);
      await expect(other.locator("html")).toHaveAttribute("lang", "es");
      await device.close();
    });
  });
}

/** English catalogue sentences a page must not show in another language (plain ones, long enough to be a sentence). */
function englishSentences(): Set<string> {
  const sentences = new Set<string>();
  const allowed = new Set(Object.values(SAME_AS_ENGLISH).flatMap((entries) => Object.keys(entries)));
  for (const area of areas.filter((name) => name.startsWith("client/"))) {
    const english = JSON.parse(readFileSync(path.join(SRC, area, "en.json"), "utf8")) as Record<string, string>;
    for (const [id, message] of Object.entries(english))
      if (!allowed.has(`${area}:${id}`) && !/[{<]/.test(message) && message.length >= 12 && message.includes(" ")) sentences.add(message);
  }
  return sentences;
}

const WALK = ["/", "/picks", "/prophets", "/leagues", "/profile", "/stats", "/referrals", "/verify", "/how-it-works", "/faq", "/ai-transparency"];
const MORE = ["/about", "/contact", "/terms", "/privacy", "/disclaimer", "/football-history", "/press", "/no-such-page"];

for (const [locale, lang] of [
  ["pt-BR", "pt-BR"],
  ["de-DE", "de"],
] as const) {
  // Every page on a phone; the arena, a match, the picks, the leagues and the profile on a desktop too.
  for (const [screen, walk, more] of [
    [PHONE, WALK, MORE],
    [DESKTOP, ["/", "/picks", "/leagues", "/profile"], []],
  ] as const) {
    test.describe(`every page in ${lang} at ${screen.width}×${screen.height}`, () => {
      test.use({ viewport: screen, locale });

      test("shows no English sentence of the catalogues, fits the screen, and passes axe with lang set", async ({ page }) => {
        test.setTimeout(120_000);
        const english = englishSentences();
        expect(english.size).toBeGreaterThan(100);
        // As the browser's own sign-up would: its language goes with it, and onto the account.
        expect((await page.request.post("/api/auth/signup", { data: newPlayer("walk"), headers: { "accept-language": locale } })).status()).toBe(201);
        const list = (await getJson<Array<{ id: number; status: string; matchDate: string }>>(page, "/api/matches")).find(
          (m) => m.status === "upcoming",
        );
        const paths = [...walk, ...(list ? [`/match/${list.id}`] : []), ...more];
        const found: string[] = [];
        for (const url of paths) {
          await openPage(page, url);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await page.waitForTimeout(300);
          const lines = (await page.locator("body").innerText()).split("\n").map((line) => line.trim());
          for (const line of lines) if (english.has(line)) found.push(`${url}: ${line}`);
          await fitsTheScreen(page);
          // Installing the app from here gives it the page's language.
          if (url === "/") {
            const manifest = await page.locator('link[rel="manifest"]').getAttribute("href");
            expect(manifest).toBe(`/manifest.${lang}.webmanifest`);
            expect(((await (await page.request.get(manifest!)).json()) as { lang: string }).lang).toBe(lang);
          }
          // Kick-off days are named in the language ("Sonntag", "domingo"; beside the time under a matchday, "So.", "dom.").
          if (url === "/picks" && list) {
            const named = (weekday: "long" | "short") =>
              new Intl.DateTimeFormat(lang, { weekday }).format(new Date(list.matchDate)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            await expect(page.getByText(new RegExp(`${named("long")}|${named("short")}`, "i")).first()).toBeVisible();
          }
          // The win rate comes from the API as an English decimal ("0.0") and is written the language's way.
          if (url === "/profile") {
            const none = new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 1 }).format(0);
            await expect(page.getByTestId("stat-win-rate-value")).toHaveText(none);
          }
          if (["/", "/picks", "/leagues", "/profile"].includes(url) || url.startsWith("/match/")) {
            const violations = await axeViolations(page);
            expect(
              failing(violations).map((v) => `${url}: ${v.id}`),
              "axe",
            ).toEqual([]);
          }
        }
        expect(found).toEqual([]);
      });

      test("a card the player shares opens in their language for a signed-out friend whose browser asks for English", async ({ page, browser }) => {
        const english = englishSentences();
        expect((await page.request.post("/api/auth/signup", { data: newPlayer("sharer"), headers: { "accept-language": locale } })).status()).toBe(
          201,
        );
        await openPage(page, "/profile");
        const profileWords = JSON.parse(readFileSync(path.join(SRC, "client/features/profile/messages", `${lang}.json`), "utf8")) as Record<
          string,
          string
        >;
        await page.getByRole("button", { name: profileWords["share.achievement"] }).click();
        const shared = new URL((await page.getByRole("dialog").getByTestId("share-text").locator("p").last().textContent())!);
        expect(shared.searchParams.get("lang")).toBe(lang);

        const context = await browser.newContext({ viewport: screen, locale: "en-US" });
        const friend = await context.newPage();
        await friend.goto(`${shared.pathname}${shared.search}`);
        await expect(friend.locator("html")).toHaveAttribute("lang", lang);
        const block = friend.getByTestId("followed-link");
        await expect(block.getByTestId("followed-link-card")).toHaveAttribute("src", new RegExp(`\\?lang=${lang}$`));
        await expect(block.getByTestId("followed-link-referral")).toContainText("₡5.000");
        const lines = (await friend.locator("body").innerText()).split("\n").map((line) => line.trim());
        expect(lines.filter((line) => english.has(line))).toEqual([]);
        await fitsTheScreen(friend);
        // The way in stays on the first screen, however long the language runs.
        const enter = (await friend.locator('main a[href^="/api/login"]').last().boundingBox())!;
        expect(enter.y + enter.height).toBeLessThanOrEqual(screen.height);
        await context.close();
      });
    });
  }
}
