/** accuracyPercent arrives as a string such as "75.0"; shown with one decimal and "%" (SPEC §9). */
export function formatAccuracy(accuracyPercent: string): string {
  const value = Number(accuracyPercent);
  return Number.isFinite(value) ? `${value.toFixed(1)}%` : "-";
}

export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}
