// Whether this visitor is probably signed in: the server marks the page (<html data-session>) when the
// request carried a session cookie, which the page cannot read itself. Only a guess for fetching the
// right page's code while the real sign-in check is in flight; a wrong guess costs a few kilobytes.
// The Vite dev server does not mark the page: there every visit guesses "signed out".
export function wasSignedIn(): boolean {
  return document.documentElement.hasAttribute("data-session");
}
