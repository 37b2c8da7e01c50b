/**
 * A number as en-US writes it: thousands separated by commas, at most three decimals. Done by hand:
 * toLocaleString builds an ICU number formatter each call, which made number formatting a visible
 * share of the arena's first render (docs/decisions.md).
 */
export function formatCount(value: number): string {
  // String() switches to exponent notation from 1e21: no credit count gets there.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString("en-US");
  const [whole = "0", fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split(".");
  const sign = value < 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Credits with the ₡ sign and thousands separators, for the client and the server's texts alike. A
 * won bet is written as its payout, the total returned (docs/decisions.md).
 */
export function formatCredits(value: number): string {
  return `₡${formatCount(value)}`;
}
