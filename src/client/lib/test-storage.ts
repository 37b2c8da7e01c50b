// For the tests of what the app keeps in the browser (kept-value.ts): a localStorage held in memory.

/** A browser's localStorage, as far as kept-value.ts uses it. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}
