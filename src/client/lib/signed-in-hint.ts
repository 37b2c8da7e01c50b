// Whether this browser was signed in at its last visit. Only a guess for fetching the right page's
// code while the real sign-in check is in flight; a wrong guess costs a few kilobytes, nothing else.
const KEY = "prophecy-league-signed-in";

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: every visit guesses "signed out"
  }
}
