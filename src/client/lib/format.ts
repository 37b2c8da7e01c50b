// The client's formatters in one place: credits and counts, and dates (in the player's zone unless
// told otherwise), shared with the server's texts so both write them alike (docs/decisions.md).
export { formatCount, formatCredits, formatDate, formatDateTime } from "@shared/i18n/format";

/** accuracyPercent arrives as a string such as "75.0"; shown with one decimal and "%" (docs/rules.md#oracle-stats). */
export function formatAccuracy(accuracyPercent: string): string {
  const value = Number(accuracyPercent);
  return Number.isFinite(value) ? `${value.toFixed(1)}%` : "-";
}
