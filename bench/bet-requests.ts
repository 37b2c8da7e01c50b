import { chromium, type Page } from "@playwright/test";
import type { ListedMatch } from "../src/shared/api/matches";
import { argValue } from "./bench-server";

// `npx tsx bench/bet-requests.ts --base http://127.0.0.1:PORT`: the API requests a placed bet sets off,
// on the arena (the "Next to kick off" strip) and on a match page, against a running built server
// (`npm run build`, then `PORT=… DATA_DIR=… SIM_SPEED=120 node dist/server/main.js`). A fresh player
// backs El Divino through the bet dialog; every /api/ request from the press of Confirm Bet until the
// page has been quiet for 3 s is listed, except the bet's own POST and analytics. The match page's
// timers (the split every 10 s, the viewers every 20 s) may land in the window: they are listed apart.

const base = argValue("--base") ?? "http://127.0.0.1:43210";
const TIMERS = [/\/api\/matches\/\d+\/distribution$/, /\/api\/stats\/match-viewers\/\d+$/];

interface Seen {
  caused: string[];
  timers: string[];
}

async function countAfterConfirm(page: Page): Promise<Seen> {
  const seen: Seen = { caused: [], timers: [] };
  let last = Date.now();
  let counting = false;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!counting || !url.pathname.startsWith("/api/") || url.pathname.startsWith("/api/analytics")) return;
    if (request.method() === "POST" && url.pathname === "/api/bets") return;
    last = Date.now();
    const name = `${request.method()} ${url.pathname}${url.search}`;
    (TIMERS.some((t) => t.test(url.pathname)) ? seen.timers : seen.caused).push(name);
  });
  const dialog = page.getByRole("dialog", { name: "Place Your Bet" });
  counting = true;
  last = Date.now();
  await dialog.getByRole("button", { name: "Confirm Bet" }).click();
  await page.getByText("Bet Placed!", { exact: true }).waitFor({ timeout: 20_000 });
  while (Date.now() - last < 3_000) await page.waitForTimeout(250);
  counting = false;
  return seen;
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const name = `br${Date.now().toString(36)}`;
    const signup = await page.request.post("/api/auth/signup", {
      data: { email: `${name}@example.com`, password: "bench-password", username: name },
    });
    if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);

    // The arena: the strip's last row, the one furthest from kick-off.
    await page.goto("/");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const row = page.getByTestId("next-match").last();
    await row.getByRole("button", { name: "Back El Divino" }).click();
    const arena = await countAfterConfirm(page);

    // A match page, for a match far from kick-off that the player has not backed.
    const matches = (await (await page.request.get("/api/matches")).json()) as ListedMatch[];
    const target = matches
      .filter((m) => m.status === "upcoming" && m.predictions.length === 2 && Date.parse(m.matchDate) - Date.now() > 60_000)
      .sort((a, b) => b.matchDate.localeCompare(a.matchDate))[0];
    if (!target) throw new Error("no upcoming match a minute or more from kick-off");
    await page.goto(`/match/${target.id}`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Back El Divino" }).first().click();
    const matchPage = await countAfterConfirm(page);

    for (const [where, seen] of [
      ["arena", arena],
      ["match page", matchPage],
    ] as const) {
      console.log(`${where}: ${seen.caused.length} request(s) after the bet: ${seen.caused.join(", ") || "none"}`);
      if (seen.timers.length) console.log(`  (and on its timers: ${seen.timers.join(", ")})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
