/** Credits with the ₡ sign and thousands separators (SPEC §2). */
export function formatCredits(value: number): string {
  return `₡${value.toLocaleString("en-US")}`;
}

/** Whole numbers with thousands separators. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** accuracyPercent arrives as a string such as "75.0"; shown with one decimal and "%" (SPEC §9). */
export function formatAccuracy(accuracyPercent: string): string {
  const value = Number(accuracyPercent);
  return Number.isFinite(value) ? `${value.toFixed(1)}%` : "-";
}
