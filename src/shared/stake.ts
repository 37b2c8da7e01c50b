// The stake rules (docs/rules.md#stakes), shared so the bet dialog and its tests agree with the server's schema.

/** Valid only when a whole number of credits, greater than 0 and not above the player's credits. */
export function validateStake(stake: number, credits: number): boolean {
  return Number.isInteger(stake) && stake > 0 && stake <= credits;
}

/**
 * The stake the dialog will send: a filled custom amount overrides the preset. A custom text that is
 * not a number gives NaN, which validateStake refuses.
 */
export function effectiveStake(preset: number, custom: string): number {
  const text = custom.trim();
  if (text === "") return preset;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A preset above the player's credits is disabled (docs/rules.md#stakes). */
export function presetAvailable(preset: number, credits: number): boolean {
  return preset <= credits;
}
