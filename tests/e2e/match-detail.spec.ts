import { expect, test } from "@playwright/test";
import { fullMatch, hasBothPredictions, matches, msToKickoff, openPage, PHONE, reloadPage, signUp, upcomingMatch } from "./helpers";

const MINUTE = 60_000;

test("an upcoming match shows both prophecies, their hashes and the way to back one", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const match = await fullMatch(page, (await upcomingMatch(page)).id);
  await openPage(page, `/match/${match.id}`);

  await expect(page.getByRole("heading", { level: 1, name: `${match.homeTeam} vs ${match.awayTeam}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back El Divino" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Back O Eterno" })).toBeEnabled();
  // Kick-off in the player's zone, in the one date format (shared/dates.ts).
  await expect(page.getByTestId("match-kick-off")).toHaveText(/^(Today|Tomorrow|\w{3} \d{1,2} \w{3,4}|\d{1,2} \w{3,4} \d{4}) \d{2}:\d{2}$/);
  for (const p of match.predictions) {
    const card = page.getByTestId(`prediction-${p.aiName}`);
    await expect(card.getByTestId("predicted-score")).toHaveText(p.predictedScore);
    // The card opens with the oracle's own words; the model and the confidence follow in the details line.
    const words = card.getByTestId("oracle-words");
    await expect(words).toContainText(p.reasoning);
    if (p.boldPrediction) await expect(words).toContainText(p.boldPrediction);
    const details = card.getByTestId("prediction-details");
    await expect(details).toContainText(p.model);
    await expect(details).toContainText(`Confidence ${p.confidence}%`);
    const order = await card.evaluate((el) => [...el.querySelectorAll("[data-testid]")].map((e) => e.getAttribute("data-testid")));
    expect(order.indexOf("oracle-words")).toBeLessThan(order.indexOf("predicted-score"));
    expect(order.indexOf("predicted-score")).toBeLessThan(order.indexOf("prediction-details"));
    await expect(card.getByTestId("prediction-hash")).toContainText(p.hash.slice(0, 10));
    await expect(card.getByRole("link", { name: "Verify" })).toHaveAttribute("href", "/verify");
  }
  await expect(page.getByTestId("oracle-commentary")).toContainText(/El Divino|O Eterno/);

  // On a phone the two cards stand side by side, and a word longer than a card's column ("Wahrscheinlichkeit" in a
  // German bold call) breaks inside it instead of running out of the card. The embedded oracles always make a call.
  const viewport = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  const bold = match.predictions.find((p) => p.aiName === "ChatGPT")?.boldPrediction;
  expect(bold).toBeTruthy();
  const overflow = await page.getByTestId("prediction-ChatGPT").evaluate((card, text) => {
    const call = [...card.querySelectorAll('[data-testid="oracle-words"] p')].find((p) => p.textContent.includes(text))!;
    const words = call.lastElementChild!;
    words.lastChild!.textContent = "Mit 62 % Wahrscheinlichkeitsrechnung treffen beide Teams.";
    return words.getBoundingClientRect().right - card.getBoundingClientRect().right;
  }, bold!);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize(viewport);

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const shareSheet = await page.evaluate(() => typeof navigator.share === "function");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  if (!shareSheet) {
    await expect(page.getByText("Copied to clipboard!", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  }
});

test("a placed bet's reply is the new balance and the bet: neither is read again", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const match = await upcomingMatch(page);
  await openPage(page, `/match/${match.id}`);
  await page.getByRole("button", { name: "Back El Divino" }).click();
  const dialog = page.getByRole("dialog", { name: "Place Your Bet" });
  await dialog.getByLabel("Custom amount").fill("300");

  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/")) reads.push(new URL(request.url()).pathname);
  });
  await dialog.getByRole("button", { name: "Confirm Bet" }).click();
  await expect(page.getByText("Bet Placed!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("header-credits")).toHaveText("₡9,700");
  await expect(page.getByTestId("bet-summary")).toContainText("₡300");
  // What the reply does not carry (the match's bet count) is still read again.
  await expect.poll(() => reads).toContain(`/api/matches/${match.id}`);
  expect(reads).not.toContain("/api/auth/user");
  expect(reads).not.toContain(`/api/bets/match/${match.id}`);
});

test("the bet dialog checks the stake and places a bet", async ({ page }) => {
  await signUp(page, undefined, "", null);
  // Past the reminder's hour of lead, so the page can offer one.
  const match = await upcomingMatch(page, 90 * 60_000);
  await openPage(page, `/match/${match.id}`);

  await page.getByRole("button", { name: "Back El Divino" }).click();
  const dialog = page.getByRole("dialog", { name: "Place Your Bet" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "₡500", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByTestId("potential-payout")).toHaveText("₡900");
  await expect(dialog.getByTestId("bet-window")).toHaveText(/Place your bet anytime|Match starting in|Betting closes in|LAST CHANCE!|FINAL MINUTES!/);
  // One line says what decides a level duel.
  await expect(dialog.getByTestId("level-duel-rule")).toHaveText(
    "Level on points? The oracle whose sealed forecast gave the final score the higher chance wins; equal chances refund every bet.",
  );

  const custom = dialog.getByLabel("Custom amount");
  await custom.fill("20000");
  await expect(dialog.getByText("Insufficient credits")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Confirm Bet" })).toBeDisabled();

  await custom.fill("250");
  await expect(dialog.getByText("Insufficient credits")).toHaveCount(0);
  await expect(dialog.getByTestId("potential-payout")).toHaveText("₡450");
  await dialog.getByRole("button", { name: "Confirm Bet" }).click();

  await expect(page.getByText("Bet Placed!", { exact: true })).toBeVisible();
  await expect(page.getByText("You backed El Divino to see the future clearer.", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("header-credits")).toHaveText("₡9,750");
  const summary = page.getByTestId("bet-summary");
  await expect(summary).toContainText("El Divino");
  await expect(summary).toContainText("₡250");
  await expect(summary).toContainText("₡450");
  await expect(page.getByRole("button", { name: "Selected" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Back O Eterno" })).toBeDisabled();
  await expect(page.getByTestId("deadline-banner")).toHaveCount(0);
  // Focus lands on the new Your Bet card, and the page offers a reminder of this match, inline.
  await expect(summary).toBeFocused();
  const offer = page.getByRole("region", { name: "Kick-off reminder" });
  await expect(offer).toContainText("Remind me before kick-off?");
  await offer.getByRole("button", { name: "Yes, remind me" }).click();
  await expect(offer.getByRole("status")).toContainText("the bell will remind you of this match 1 hour before kick-off");
  // This match only: no group of matches is switched on.
  const saved = await (await page.request.get("/api/notifications/preferences")).json();
  expect(saved.askedMatches).toEqual([match.id]);
  expect(saved.preferences.reminders.backed).toEqual({ inApp: false, email: false, push: false });
  // Asked, it says so and asks no more.
  await reloadPage(page);
  await expect(summary).toBeVisible();
  await expect(offer.getByRole("status")).toContainText("the bell will remind you of this match");
  await expect(offer.getByRole("button", { name: "Yes, remind me" })).toHaveCount(0);
});

test("a first pick brings the reminder offer, and 'No thanks' puts it away for good", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const match = await upcomingMatch(page, 90 * 60_000);
  await openPage(page, `/match/${match.id}`);
  const offer = page.getByRole("region", { name: "Kick-off reminder" });
  await expect(page.getByRole("button", { name: "Back El Divino" })).toBeVisible();
  await expect(offer).toHaveCount(0);
  const saved = await page.request.put(`/api/matches/${match.id}/pick`, { data: { home: 2, away: 1 } });
  expect(saved.status()).toBe(200);
  await reloadPage(page);
  await offer.getByRole("button", { name: "No thanks" }).click();
  await expect(offer).toHaveCount(0);
  await reloadPage(page);
  await expect(page.getByRole("button", { name: "Back El Divino" })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test("a player with no credits left cannot open the bet dialog", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const [first, second] = (await matches(page)).filter((m) => m.status === "upcoming" && hasBothPredictions(m) && msToKickoff(m) > 5 * MINUTE);
  expect(second, "two upcoming matches").toBeDefined();
  const allIn = await page.request.post("/api/bets", { data: { matchId: first!.id, aiSelected: "Grok", stake: 10_000 } });
  expect(allIn.status()).toBe(201);

  await openPage(page, `/match/${second!.id}`);
  await expect(page.getByTestId("header-credits")).toHaveText("₡0");
  await page.getByRole("button", { name: "Back El Divino" }).click();
  await expect(page.getByText("You have no credits left to stake", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Place Your Bet" })).toHaveCount(0);
});

test("the bet dialog closes with 'Betting Closed' when the match kicks off", async ({ page }) => {
  await page.clock.install({ time: new Date() });
  await signUp(page, undefined, "", null);
  const soonest = (await matches(page))
    .filter((m) => m.status === "upcoming" && hasBothPredictions(m) && msToKickoff(m) > MINUTE)
    .sort((a, b) => msToKickoff(a) - msToKickoff(b))[0];
  expect(soonest, "an upcoming match").toBeDefined();
  await openPage(page, `/match/${soonest!.id}`);
  await page.getByRole("button", { name: "Back O Eterno" }).click();
  const dialog = page.getByRole("dialog", { name: "Place Your Bet" });
  await expect(dialog).toBeVisible();

  await page.clock.fastForward(msToKickoff(soonest!) + 2_000);
  await expect(page.getByText("The match has started. Betting is no longer available.", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Match completed. Results updating automatically...")).toBeVisible();
});

test("a match kicking off within 2 hours shows the deadline banner", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const soon = (await matches(page)).find(
    (m) => m.status === "upcoming" && hasBothPredictions(m) && msToKickoff(m) > MINUTE && msToKickoff(m) < 110 * MINUTE,
  );
  // The simulated league kicks a match off every 30 minutes.
  expect(soon, "a match kicking off within two hours").toBeDefined();
  await openPage(page, `/match/${soon!.id}`);
  const banner = page.getByTestId("deadline-banner");
  await expect(banner).toContainText("Place Your Bet Now");
  await expect(banner).toContainText(/Kick-off in \d+(h|m|s)/);
  // It looks like a button and is one: it leads to the 'Back' buttons, and choosing one opens the dialog.
  await page.getByRole("button", { name: /Place Your Bet Now/ }).click();
  const back = page.getByRole("button", { name: "Back El Divino" });
  await expect(back).toBeFocused();
  await expect(back).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Place Your Bet" })).toBeVisible();
});

test("a live match shows the live marker and its commentary over the socket", async ({ page }) => {
  const received: string[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", (frame) => received.push(String(frame.payload))));
  await signUp(page, undefined, "", null);
  const live = (await matches(page)).find((m) => m.status === "live");
  expect(live, "a live match").toBeDefined();
  await openPage(page, `/match/${live!.id}`);

  await expect(page.getByText("Live Match in Progress")).toBeVisible();
  await expect(page.getByTestId("live-score")).toHaveText(/^\d+-\d+$/);
  await expect(page.getByTestId("commentary-line").first()).toBeVisible();
  const lines = await page.getByTestId("commentary-line").count();
  expect(lines).toBeGreaterThanOrEqual(1);
  expect(lines).toBeLessThanOrEqual(10);
  await expect.poll(() => received.some((f) => f.includes('"subscribed"'))).toBe(true);
});

test("a completed match shows the result overlay and goes back to the arena", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const done = (await matches(page)).find((m) => m.status === "completed" && m.actualScore && hasBothPredictions(m));
  expect(done, "a completed match with a score").toBeDefined();
  const points = (ai: string) => done!.predictions.find((p) => p.aiName === ai)?.points ?? 0;
  // The duel's recorded winner (the tiebreak decides most equal points); O Eterno is named on a tie.
  const duelWinner = done!.duel?.winner ?? (points("ChatGPT") > points("Grok") ? "ChatGPT" : "Grok");
  const winner = duelWinner === "ChatGPT" ? "El Divino" : "O Eterno";

  await openPage(page, `/match/${done!.id}`);
  const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute("aria-modal", "true");
  await expect(overlay.locator(":focus")).toHaveCount(1);
  await expect(overlay.getByText(`${winner} sees the future once more!`)).toBeVisible();
  await expect(overlay.getByTestId("final-score")).toHaveText(done!.actualScore!);
  await expect(overlay.getByText("Exact score")).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Share Result Card" })).toBeVisible();
  // On a phone a long name beside the final score breaks between its words, never inside one ("Wolverhampt / on").
  const viewport = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  const wordFits = await overlay.getByTestId("final-score").evaluate((score) => {
    const home = score.previousElementSibling as HTMLElement;
    home.textContent = "Wolverhampton Wanderers";
    const word = home.cloneNode() as HTMLElement;
    word.textContent = "Wolverhampton";
    word.style.position = "absolute";
    word.style.whiteSpace = "nowrap";
    home.after(word);
    const fits = word.getBoundingClientRect().width <= home.getBoundingClientRect().width;
    word.remove();
    return fits;
  });
  expect(wordFits).toBe(true);
  await page.setViewportSize(viewport);
  if (done!.duel?.winner === "void") await expect(overlay.getByText(/It's a tie/)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/$/);

  await openPage(page, `/match/${done!.id}`);
  await page.getByRole("link", { name: "Back to Arena" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a duel decided on equal points says who saw clearer, on the result screen and the cards", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const all = await matches(page);
  const tied = all.find((m) => m.status === "completed" && m.duel?.by === "tiebreak");
  expect(tied, "a completed match whose duel the tiebreak decided").toBeDefined();
  const name = { ChatGPT: "El Divino", Grok: "O Eterno" } as const;
  const winnerAi = tied!.duel!.winner as "ChatGPT" | "Grok";
  const loserAi = winnerAi === "ChatGPT" ? "Grok" : "ChatGPT";
  const side = (ai: string) => tied!.predictions.find((p) => p.aiName === ai)!;
  expect(side(winnerAi).points).toBe(side(loserAi).points);
  expect(side(winnerAi).finalScoreChance!).toBeGreaterThan(side(loserAi).finalScoreChance!);
  // Both on 0 says so plainly: neither saw the score coming, and the tiebreak decided.
  const level =
    side(winnerAi).points === 0
      ? `Neither oracle saw ${tied!.actualScore} coming: both scored 0, so the tiebreak decided\\.`
      : `Both scored ${side(winnerAi).points}\\.`;
  const line = new RegExp(
    `^${level} ${name[winnerAi]} gave ${tied!.actualScore} an? ([\\d.]+%) chance, ${name[loserAi]} ([\\d.]+%): ${name[winnerAi]} saw clearer\\.$`,
  );

  await openPage(page, `/match/${tied!.id}`);
  const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
  await expect(overlay.getByText(`${name[winnerAi]} sees the future once more!`)).toBeVisible();
  await expect(overlay.getByTestId("duel-reason")).toHaveText(line);
  await expect(overlay.getByLabel("Winner")).toHaveCount(1);
  // The cards print the two chances as the line does: the decimals that tell them apart.
  const [, won, lost] = line.exec((await overlay.getByTestId("duel-reason").textContent())!)!;
  expect(won).not.toBe(lost);
  await expect(overlay.getByTestId(`final-score-chance-${winnerAi}`)).toHaveText(new RegExp(`an? ${won!.replace(".", "\\.")} chance$`));
  await expect(overlay.getByTestId(`final-score-chance-${loserAi}`)).toHaveText(new RegExp(`an? ${lost!.replace(".", "\\.")} chance$`));

  // Its card on the arena's History tab names the same winner with the same line.
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "History" }).click();
  const card = page.getByTestId("history-card").filter({ has: page.locator(`a[href="/match/${tied!.id}"]`) });
  await expect(card.getByTestId("duel-winner")).toContainText(name[winnerAi]);
  await expect(card.getByTestId("duel-winner-reason")).toHaveText(line);
});

test("an unknown match says so", async ({ page }) => {
  await signUp(page, undefined, "", null);
  await openPage(page, "/match/999999999");
  await expect(page.getByRole("heading", { name: "Match not found" })).toBeVisible();
  await openPage(page, "/match/not-a-number");
  await expect(page.getByRole("heading", { name: "Match not found" })).toBeVisible();
});
