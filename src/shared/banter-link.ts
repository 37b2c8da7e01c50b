// The league page's address that opens at its banter (docs/rules.md#banter): the bell's banter entry links to it, the
// page scrolls there, and the page's read of the banter knows the entry it marked read by it. Pure, for both sides.

export const leagueBanterLink = (leagueId: number) => `/leagues/${leagueId}?show=banter`;

/** Whether a league page's address (its search) asks for the banter. */
export const asksForBanter = (search: string) => new URLSearchParams(search).get("show") === "banter";
