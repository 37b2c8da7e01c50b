import { expect, test } from "@playwright/test";

const pages: Array<[path: string, title: string, content: RegExp]> = [
  ["/about", "About Us", /El Divino/],
  ["/contact", "Contact Us", /support@prophecyleague\.example/],
  ["/ai-transparency", "AI Transparency", /gpt-4o[\s\S]*grok-2-1212|grok-2-1212[\s\S]*gpt-4o/],
  ["/how-it-works", "How It Works", /1\.8/],
  ["/privacy", "Privacy Policy", /scrypt/],
  ["/terms", "Terms of Use", /13/],
  ["/disclaimer", "Play Money Disclaimer", /play money/i],
  ["/faq", "FAQ / Help Center", /What is The Prophecy League\?/],
  ["/football-history", "History of Football", /1863/],
];

const placeholders: Array<[path: string, title: string]> = [
  ["/press", "Press & Media"],
  ["/fair-play", "Fair Play & Integrity"],
  ["/scoring", "Scoring & Ranking"],
  ["/awards", "Awards & Achievements"],
  ["/community-guidelines", "Community Guidelines"],
  ["/blog", "Blog & Updates"],
  ["/accessibility", "Accessibility"],
  ["/security", "Security"],
  ["/api", "API Access"],
];

for (const [path, title, content] of pages) {
  test(`${path} renders ${title} with its content and a way home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("main")).toContainText(content);
    await expect(page.getByRole("link", { name: "Back to Home" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByTestId("footer")).toContainText(`© ${new Date().getFullYear()}`);
  });
}

for (const [path, title] of placeholders) {
  test(`${path} is a placeholder titled ${title}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("This page is coming soon. We're working hard to bring you amazing content!")).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: /contact/i })).toHaveAttribute("href", "/contact");
  });
}

test("Scoring & Ranking states the duel's rule until its full page exists", async ({ page }) => {
  await page.goto("/scoring");
  await expect(page.locator("main")).toContainText("the oracle whose sealed forecast gave the final score the higher chance saw clearer and wins");
  await expect(page.locator("main").getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/how-it-works");
});

test("API Access links to the API documentation, which the game serves under its own CSP", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    // The signed-out page's own 401 from /api/auth/user is expected; a blocked script or style is not.
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  await page.goto("/api");
  await expect(page.locator("main").getByRole("link", { name: "openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
  await page.locator("main").getByRole("link", { name: "API documentation" }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  // Swagger UI parses its 1.4 MB bundle, then reads the document: seconds on a busy machine.
  await expect(page.getByRole("heading", { name: /The Prophecy League API/ })).toBeVisible({ timeout: 30_000 });
  // An operation opens with its parameters and replies, the error shape among them.
  await page.getByRole("button", { name: /^GET \/api\/matches\/\{id\}$/ }).click();
  await expect(page.getByText("Not signed in, or the session has ended").first()).toBeVisible();
  expect(refused).toEqual([]);
});

test("the how-it-works page explains scoring, the margin rule, the tiebreak and refunds", async ({ page }) => {
  await page.goto("/how-it-works");
  const main = page.locator("main");
  for (const text of [/10/, /\b5\b/, /\b3\b/, /2-1/, /higher chance/, /refund/i, /5,000/, /2,000/, /Bronze/, /Platinum/]) {
    await expect(main).toContainText(text);
  }
});

test("How It Works walks through one level duel with its numbers, and says how chances are printed", async ({ page }) => {
  await page.goto("/how-it-works");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: "Equal points: the tiebreak" })).toBeVisible();
  const example = main.getByTestId("tiebreak-example");
  await expect(example.getByText("Worked example")).toBeVisible();
  // 2-2 against calls of 1-1 and 0-0: both called the draw (5 points each), and the forecasts decide.
  await expect(example.getByRole("listitem")).toHaveText([
    "The match ends 2-2.",
    "El Divino called 1-1 and O Eterno called 0-0. Both called a draw without the exact score, so each scores 5 points: level.",
    "The tiebreak: El Divino's sealed forecast gave 2-2 a 7.3% chance, O Eterno's a 6.1% chance.",
    "El Divino saw clearer and wins the duel: a ₡500 bet on El Divino pays 1.8× the stake, ₡900, and a bet on O Eterno is lost.",
  ]);
  await expect(main).toContainText("neither saw the score coming, and the tiebreak decides");
  await expect(main).toContainText("9.59% against 9.58%, never 9.6% twice");
});

test("How It Works and AI Transparency state that the oracles never call the same score, and who speaks first", async ({ page }) => {
  for (const path of ["/how-it-works", "/ai-transparency"]) {
    await page.goto(path);
    const rule = page.locator("main").getByTestId("distinct-calls");
    await expect(rule).toContainText("The two oracles never call the same exact score.");
    await expect(rule).toContainText(/El Divino on\s+even-numbered matches/);
    await expect(rule).toContainText("O Eterno on odd ones");
    await expect(rule).toContainText("its own best score among those left");
    await expect(rule).toContainText("both sealed forecasts stay whole");
  }
});

test("How It Works explains picks, the crowd, private leagues and Prophet of the Week, with links to each place", async ({ page }) => {
  await page.goto("/how-it-works");
  const main = page.locator("main");
  for (const name of ["Your own picks", "The crowd", "Private leagues", "Prophet of the Week"]) {
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(main).toContainText("A pick is free: it costs no credits and wins none.");
  await expect(main).toContainText("once at least 5 players have picked a match");
  await expect(main).toContainText("A league holds up to 500 members and you can be in 20 at once.");
  await expect(main).toContainText("becomes its Prophet of the Week");
  for (const [name, href] of [
    ["Picks", "/picks"],
    ["Prophets table", "/prophets"],
    ["Leagues", "/leagues"],
  ] as const) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("the FAQ has 14 questions and opening one closes the other", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.locator("main").getByRole("button");
  await expect(questions).toHaveCount(14);
  await expect(page.getByTestId("faq-item")).toHaveCount(14);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  // Keyboard: Enter on a focused trigger toggles it.
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "false");

  // The level-points answer points to How It Works' worked example.
  const level = page.locator("main").getByRole("button", { name: "What happens if both oracles score the same points?" });
  await level.click();
  await expect(page.locator("main")).toContainText("How It Works walks through an example with numbers.");
});

test("the football history page has its six sections, dates and figures", async ({ page }) => {
  await page.goto("/football-history");
  const main = page.locator("main");
  for (const heading of [
    "Ancient Origins",
    "Medieval Mob Football",
    "Modern Football is Born",
    "The First World Cup",
    "Facts You Never Knew",
    "Football Today",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const fact of ["3rd century BCE", "1314", "1863", "13 laws", "1930", "Uruguay", "4-2", "2025", "211", "270M", "3.5B", "$48B"]) {
    await expect(main).toContainText(fact);
  }
  await expect(main.getByRole("button", { name: "Generate More" })).toBeVisible();
  await expect(main).toContainText(/AI/);
});

test("Generate More appends three facts with their loading state and toast", async ({ page }) => {
  await page.goto("/football-history");
  const button = page.getByRole("button", { name: "Generate More" });
  const before = await page.locator("main").innerText();
  await button.click();
  await expect(page.getByText("New facts discovered!", { exact: true })).toBeVisible();
  await expect(page.getByText("3 fascinating facts were added to the collection", { exact: true })).toBeVisible();
  await expect(button).toBeEnabled();
  expect((await page.locator("main").innerText()).length).toBeGreaterThan(before.length);
});

test("the footer carries every column, the social row and the disclaimer", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByTestId("footer");
  for (const link of [
    "About Us",
    "Contact Us",
    "Press & Media",
    "Terms of Use",
    "Privacy Policy",
    "AI Transparency",
    "Fair Play & Integrity",
    "Play Money Disclaimer",
    "How It Works",
    "Scoring & Ranking",
    "FAQ / Help Center",
    "Awards & Achievements",
    "History of Football",
    "Community Guidelines",
    "Blog & Updates",
    "Accessibility",
    "Security",
    "API Access",
  ]) {
    await expect(footer.getByRole("link", { name: link, exact: true })).toBeVisible();
  }
  await footer.getByRole("button", { name: /GitHub/ }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Coming Soon");
  await expect(footer).toContainText(/play money/i);
});

test("an unknown path shows the 404 page with HTTP status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});
