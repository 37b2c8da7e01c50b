/** Fixed decimals, or an em dash when the figure does not exist yet. */
export function fixed(value: number | null, digits: number): string {
  return value === null ? "—" : value.toFixed(digits);
}

/** A percentage with one decimal: 54.3%. */
export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}
