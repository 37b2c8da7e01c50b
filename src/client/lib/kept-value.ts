/**
 * A value the browser keeps across a sign-up (a ?ref= code, a league invite): in localStorage under
 * one key, and quietly nothing where storage is blocked (the value still rides in its URL).
 */
export function keptValue(key: string) {
  return {
    keep(value: string): void {
      try {
        localStorage.setItem(key, value);
      } catch {
        // storage blocked
      }
    },
    read(): string | undefined {
      try {
        return localStorage.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    clear(): void {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}
