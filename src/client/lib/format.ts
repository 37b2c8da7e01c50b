/** Credits with the ₡ sign and thousands separators (SPEC §2). */
export function formatCredits(value: number): string {
  return `₡${value.toLocaleString("en-US")}`;
}
