// A ?ref= code on any page is kept until sign-up, which sends it along (DESIGN §3).
const KEY = "prophecy-league-ref";

export function rememberReferralFromUrl(): void {
  const ref = new URLSearchParams(window.location.search).get("ref");
  if (!ref || ref.length > 40) return;
  try {
    localStorage.setItem(KEY, ref.trim());
  } catch {
    // storage blocked: the code still rides in the URL to /api/login
  }
}

export function pendingReferral(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingReferral(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
