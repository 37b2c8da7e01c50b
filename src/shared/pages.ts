/**
 * Every page the client renders (client/routes.tsx keys its page tables by these lists, so the two
 * cannot drift): the server answers these paths with the app and 200, and any other path with the
 * app's not-found page and 404, so search engines do not index a soft 404.
 */
export const staticPagePaths = [
  "/about",
  "/contact",
  "/ai-transparency",
  "/how-it-works",
  "/privacy",
  "/terms",
  "/disclaimer",
  "/faq",
  "/football-history",
  "/verify",
  "/verify-email",
  "/forgot-password",
  "/reset-password",
  "/logout",
  "/admin",
] as const;

/** The placeholder pages (docs/rules.md#page-coming-soon). */
export const comingSoonPagePaths = [
  "/press",
  "/fair-play",
  "/scoring",
  "/awards",
  "/community-guidelines",
  "/blog",
  "/accessibility",
  "/security",
  "/api",
] as const;

/** Pages a signed-in player sees; a visitor gets the landing screen there. */
export const playerPagePaths = [
  "/match/:id",
  "/profile",
  "/u/:username",
  "/stats",
  "/referrals",
  "/leagues",
  "/leagues/:id",
  "/leagues/join/:code",
  "/picks",
  "/prophets",
  "/season",
] as const;

const allPages = ["/", "/api/login", ...staticPagePaths, ...comingSoonPagePaths, ...playerPagePaths];

/** A pattern's matcher: `:name` stands for one path segment; a trailing slash is allowed. */
export const pagePattern = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`);

const pageMatchers = allPages.map(pagePattern);

/** Is this path (without its query) a page the client renders? */
export function isPagePath(path: string): boolean {
  return pageMatchers.some((matcher) => matcher.test(path));
}
