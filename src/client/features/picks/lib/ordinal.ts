import { formatCount } from "../../../lib/format";

/** 1 → "1st", 12 → "12th", 22 → "22nd", 1,001 → "1,001st". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${formatCount(n)}${suffix}`;
}
