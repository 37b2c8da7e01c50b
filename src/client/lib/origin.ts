// The server's public origin while it renders a page (entry-server.tsx sets it): one per process.
let serverOrigin = "";

/** Where the server is reached, for share links it renders before the browser takes over. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** This site's origin, for links players share: the page's own, or the server's while it renders. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? serverOrigin : window.location.origin;
}
