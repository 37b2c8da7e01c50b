/**
 * Every endpoint's method, path and who may call it: the half of the contract (contract.ts) that the
 * client reads to build URLs and query keys. It holds no schemas, so the pages that only call the API
 * do not carry zod; src/shared/api/<area>.ts adds the schemas to each entry.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call: anyone, a signed-in player (401 otherwise), or an admin (401, then 403). */
export type Access = "public" | "player" | "admin";

export interface Route {
  readonly method: Method;
  readonly path: `/${string}`;
  readonly access: Access;
}

export const routes = {
  admin: {
    check: { method: "GET", path: "/api/admin/check", access: "player" },
    users: { method: "GET", path: "/api/admin/users", access: "admin" },
    matches: { method: "GET", path: "/api/admin/matches", access: "admin" },
    bets: { method: "GET", path: "/api/admin/bets", access: "admin" },
    viral: { method: "GET", path: "/api/admin/analytics/viral", access: "admin" },
    provider: { method: "GET", path: "/api/admin/provider", access: "admin" },
  },
  analytics: {
    sessionStart: { method: "POST", path: "/api/analytics/session/start", access: "public" },
    track: { method: "POST", path: "/api/analytics/track", access: "public" },
  },
  auth: {
    signup: { method: "POST", path: "/api/auth/signup", access: "public" },
    signin: { method: "POST", path: "/api/auth/signin", access: "public" },
    user: { method: "GET", path: "/api/auth/user", access: "player" },
    settings: { method: "PATCH", path: "/api/auth/user/settings", access: "player" },
    providers: { method: "GET", path: "/api/auth/providers", access: "public" },
    sendConfirmation: { method: "POST", path: "/api/auth/verify-email", access: "player" },
    confirmEmail: { method: "POST", path: "/api/auth/verify-email/confirm", access: "public" },
    requestPasswordReset: { method: "POST", path: "/api/auth/password-reset", access: "public" },
    resetPassword: { method: "POST", path: "/api/auth/password-reset/confirm", access: "public" },
    logoutNavigation: { method: "GET", path: "/api/logout", access: "public" },
    logout: { method: "POST", path: "/api/logout", access: "public" },
    providerLogin: { method: "GET", path: "/api/login/:provider", access: "public" },
    providerCallback: { method: "GET", path: "/api/callback/:provider", access: "public" },
  },
  bets: {
    place: { method: "POST", path: "/api/bets", access: "player" },
    onMatch: { method: "GET", path: "/api/bets/match/:id", access: "player" },
    history: { method: "GET", path: "/api/bets/history", access: "player" },
    record: { method: "GET", path: "/api/bets/record", access: "player" },
  },
  facts: {
    generate: { method: "POST", path: "/api/generate-football-facts", access: "public" },
  },
  leaderboard: {
    players: { method: "GET", path: "/api/leaderboard/players", access: "player" },
  },
  matches: {
    list: { method: "GET", path: "/api/matches", access: "player" },
    get: { method: "GET", path: "/api/matches/:id", access: "player" },
    distribution: { method: "GET", path: "/api/matches/:id/distribution", access: "player" },
    fetchNew: { method: "POST", path: "/api/matches/real/fetch-new", access: "player" },
  },
  leagues: {
    mine: { method: "GET", path: "/api/leagues", access: "player" },
    create: { method: "POST", path: "/api/leagues", access: "player" },
    join: { method: "POST", path: "/api/leagues/join", access: "player" },
    badges: { method: "GET", path: "/api/leagues/badges", access: "player" },
    titles: { method: "GET", path: "/api/leagues/titles", access: "player" },
    invite: { method: "GET", path: "/api/leagues/invite/:code", access: "player" },
    invitePreview: { method: "GET", path: "/api/leagues/invite/:code/preview", access: "public" },
    get: { method: "GET", path: "/api/leagues/:id", access: "player" },
    rename: { method: "PATCH", path: "/api/leagues/:id", access: "player" },
    close: { method: "DELETE", path: "/api/leagues/:id", access: "player" },
    table: { method: "GET", path: "/api/leagues/:id/table", access: "player" },
    chances: { method: "GET", path: "/api/leagues/:id/chances", access: "player" },
    picks: { method: "GET", path: "/api/leagues/:id/picks", access: "player" },
    matchPicks: { method: "GET", path: "/api/leagues/match/:id/picks", access: "player" },
    setRules: { method: "PUT", path: "/api/leagues/:id/rules", access: "player" },
    leave: { method: "POST", path: "/api/leagues/:id/leave", access: "player" },
    removeMember: { method: "DELETE", path: "/api/leagues/:id/members/:userId", access: "player" },
    handOver: { method: "PUT", path: "/api/leagues/:id/owner", access: "player" },
    memberPicks: { method: "GET", path: "/api/leagues/:id/members/:userId/picks", access: "player" },
    honours: { method: "GET", path: "/api/leagues/:id/honours", access: "player" },
    newCode: { method: "POST", path: "/api/leagues/:id/invite-code", access: "player" },
    posts: { method: "GET", path: "/api/leagues/:id/posts", access: "player" },
    post: { method: "POST", path: "/api/leagues/:id/posts", access: "player" },
    deletePost: { method: "DELETE", path: "/api/leagues/:id/posts/:postId", access: "player" },
  },
  notifications: {
    list: { method: "GET", path: "/api/notifications", access: "player" },
    read: { method: "POST", path: "/api/notifications/read", access: "player" },
    preferences: { method: "GET", path: "/api/notifications/preferences", access: "player" },
    savePreferences: { method: "PUT", path: "/api/notifications/preferences", access: "player" },
    remindMatch: { method: "PUT", path: "/api/matches/:id/reminder", access: "player" },
    unsubscribe: { method: "GET", path: "/api/notifications/unsubscribe", access: "public" },
    confirmUnsubscribe: { method: "POST", path: "/api/notifications/unsubscribe", access: "public" },
    pushKey: { method: "GET", path: "/api/push/key", access: "player" },
    subscribePush: { method: "POST", path: "/api/push/subscriptions", access: "player" },
    unsubscribePush: { method: "DELETE", path: "/api/push/subscriptions", access: "player" },
  },
  picks: {
    mine: { method: "GET", path: "/api/matches/:id/pick", access: "player" },
    save: { method: "PUT", path: "/api/matches/:id/pick", access: "player" },
    remove: { method: "DELETE", path: "/api/matches/:id/pick", access: "player" },
    putJoker: { method: "PUT", path: "/api/matches/:id/joker", access: "player" },
    removeJoker: { method: "DELETE", path: "/api/matches/:id/joker", access: "player" },
    crowd: { method: "GET", path: "/api/matches/:id/crowd", access: "player" },
    summary: { method: "GET", path: "/api/picks/summary", access: "player" },
    saveMany: { method: "PUT", path: "/api/picks", access: "player" },
    open: { method: "GET", path: "/api/picks/open", access: "player" },
    prophets: { method: "GET", path: "/api/picks/prophets", access: "player" },
  },
  season: {
    overview: { method: "GET", path: "/api/season", access: "player" },
    answer: { method: "PUT", path: "/api/season/questions/:id/answer", access: "player" },
  },
  oracles: {
    aiStats: { method: "GET", path: "/api/ai-stats", access: "public" },
    trackRecord: { method: "GET", path: "/api/ai-stats/track-record", access: "public" },
    predictionLog: { method: "GET", path: "/api/predictions/log", access: "public" },
    predictionTreeHead: { method: "GET", path: "/api/predictions/tree", access: "public" },
    predictionProof: { method: "GET", path: "/api/predictions/proof", access: "public" },
    predictionConsistency: { method: "GET", path: "/api/predictions/consistency", access: "public" },
  },
  referrals: {
    track: { method: "POST", path: "/api/referrals/track", access: "player" },
    stats: { method: "GET", path: "/api/referrals/stats", access: "player" },
    leaderboard: { method: "GET", path: "/api/referrals/leaderboard", access: "player" },
  },
  share: {
    matchImage: { method: "GET", path: "/og/match/:file", access: "public" },
    playerImage: { method: "GET", path: "/og/u/:file", access: "public" },
  },
  stats: {
    socialProof: { method: "GET", path: "/api/stats/social-proof", access: "public" },
    users: { method: "GET", path: "/api/stats/users", access: "player" },
    matches: { method: "GET", path: "/api/stats/matches", access: "player" },
    bets: { method: "GET", path: "/api/stats/bets", access: "player" },
    matchViewers: { method: "GET", path: "/api/stats/match-viewers/:matchId", access: "player" },
  },
  docs: {
    openapi: { method: "GET", path: "/api/openapi.json", access: "public" },
  },
  health: {
    live: { method: "GET", path: "/healthz", access: "public" },
    ready: { method: "GET", path: "/readyz", access: "public" },
  },
  live: {
    socket: { method: "GET", path: "/ws", access: "public" },
    activity: { method: "GET", path: "/api/activity/live", access: "player" },
  },
} as const satisfies Record<string, Record<string, Route>>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends Route> = Record<ParamNames<E["path"]>, string | number>;

/** The path parameters, when the path has any. */
type ParamsArg<E extends Route> = [ParamNames<E["path"]>] extends [never] ? [] : [params: PathParams<E>];

/** The path cut into its fixed runs and its parameter values, in order. */
function pathParts(entry: Route, params: Record<string, string | number> | undefined): { fixed: boolean; value: string | number }[] {
  const parts: { fixed: boolean; value: string | number }[] = [];
  for (const segment of entry.path.slice(1).split("/")) {
    if (segment.startsWith(":")) {
      const value = params?.[segment.slice(1)];
      if (value === undefined) throw new Error(`${entry.path} needs ${segment.slice(1)}`);
      parts.push({ fixed: false, value });
      continue;
    }
    const last = parts.at(-1);
    if (last?.fixed) last.value = `${last.value}/${segment}`;
    else parts.push({ fixed: true, value: parts.length === 0 ? `/${segment}` : segment });
  }
  return parts;
}

/**
 * The query key of a GET endpoint: the path's fixed runs with the parameter values between them, so
 * that `key.join("/")` is the URL (docs/decisions.md#client), e.g. ["/api/matches", 7, "distribution"].
 */
export function queryKey<E extends Route>(entry: E, ...[params]: ParamsArg<E>): readonly (string | number)[] {
  return pathParts(entry, params).map((part) => part.value);
}

/** The endpoint's URL with its path parameters filled in (and escaped). */
export function urlOf<E extends Route>(entry: E, ...[params]: ParamsArg<E>): string {
  return filledPath(entry, params);
}

/** urlOf for a caller that checked the parameters against the path by type already (the client's calls, calls.ts). */
export function filledPath(entry: Route, params: Record<string, string | number> | undefined): string {
  return pathParts(entry, params)
    .map((part) => (part.fixed ? part.value : encodeURIComponent(part.value)))
    .join("/");
}
