import { expect, test } from "@playwright/test";
import { checkOnBothScreensAndThemes, createLeagueThroughUi, newPlayer, reloadPage, signUp } from "./helpers";

// A league's rules on its page (docs/rules.md#league-rules): every member reads what counts; the owner switches jokers
// and oracles' picks, the change shown as applying from next Monday and kept in the list of changes.

test("the owner counts jokers single from next Monday, and every member reads the rules and when they change", async ({ page, request }) => {
  await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Rule Makers");
  const code = (await page.getByTestId("league-code").textContent())!;
  expect((await request.post("/api/auth/signup", { data: newPlayer("rules") })).status()).toBe(201);
  expect((await request.post("/api/leagues/join", { data: { code } })).ok()).toBe(true);

  const panel = page.getByTestId("league-rules");
  await expect(panel.getByTestId("rules-now").locator("li")).toHaveText([
    "Jokers count double",
    "Picks an oracle made for a member count (half points)",
    "Every competition counts",
  ]);
  await expect(page.getByTestId("table-rules")).toHaveText(
    "Counted under this league's rules: Jokers count double · Picks an oracle made for a member count (half points) · Every competition counts.",
  );
  const form = panel.getByRole("form", { name: "Change the league's rules" });
  await expect(form.getByRole("button", { name: "Save rules" })).toBeDisabled();
  await form.getByLabel("Count jokers double").uncheck();
  // Every competition but the first one the list offers.
  await form.getByLabel("Count every competition").uncheck();
  const competitions = form.getByTestId("rules-competitions").getByRole("checkbox");
  expect(await competitions.count()).toBeGreaterThanOrEqual(2);
  const dropped = (await form.getByTestId("rules-competitions").locator("label").first().textContent())!;
  await competitions.first().uncheck();
  await form.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("The new rules apply from next Monday", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("rules-next")).toContainText(
    /^From .+: Jokers count single · Picks an oracle made for a member count \(half points\) · Only these competitions count: /,
  );
  await expect(panel.getByTestId("rules-next")).not.toContainText(dropped);
  // The week under way keeps its rules.
  await expect(panel.getByTestId("rules-now")).toContainText("Jokers count double");

  await reloadPage(page);
  await expect(panel.getByTestId("rules-next")).toContainText("Jokers count single");
  await panel.getByText("Changes so far").click();
  await expect(panel.getByTestId("rules-history").locator("li")).toHaveCount(1);
  await checkOnBothScreensAndThemes(page, ['[data-testid="league-rules"]']);

  // A member reads them, with no switches of their own.
  const league = (await (await request.get("/api/leagues")).json()) as Array<{ id: number }>;
  const rules = (await (await request.get(`/api/leagues/${league[0]!.id}`)).json()).rules;
  expect(rules.next).toMatchObject({ jokers: false, oraclePicks: true });
  expect(rules.next.competitions).toHaveLength(rules.competitionList.length - 1);
  expect((await request.put(`/api/leagues/${league[0]!.id}/rules`, { data: { jokers: true, oraclePicks: true, competitions: null } })).status()).toBe(
    403,
  );
});
