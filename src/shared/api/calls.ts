import type { z } from "zod";
import type { PathParams, Route } from "./routes";
import type { adminEndpoints } from "./admin";
import type { analyticsEndpoints } from "./analytics";
import type { authEndpoints } from "./auth";
import type { betEndpoints } from "./bets";
import type { docsEndpoints } from "./docs";
import type { factsEndpoints } from "./facts";
import type { healthEndpoints } from "./health";
import type { leaderboardEndpoints } from "./leaderboard";
import type { leagueEndpoints } from "./leagues";
import type { liveEndpoints } from "./live";
import type { matchEndpoints } from "./matches";
import type { notificationEndpoints } from "./notifications";
import type { oracleEndpoints } from "./oracles";
import type { pickEndpoints } from "./picks";
import type { predictionProofEndpoints } from "./prediction-proof";
import type { referralEndpoints } from "./referrals";
import type { seasonEndpoints } from "./season";
import type { shareEndpoints } from "./share";
import type { statsEndpoints } from "./stats";

/**
 * A call's types, read from the contract's own entries (src/shared/api/<area>.ts) by a route's method and
 * path (routes.ts), so the client types its calls with no second list and no zod at run time: every
 * import here is a type (docs/decisions.md#client).
 */

type Area =
  | typeof adminEndpoints
  | typeof analyticsEndpoints
  | typeof authEndpoints
  | typeof betEndpoints
  | typeof docsEndpoints
  | typeof factsEndpoints
  | typeof healthEndpoints
  | typeof leaderboardEndpoints
  | typeof leagueEndpoints
  | typeof liveEndpoints
  | typeof matchEndpoints
  | typeof notificationEndpoints
  | typeof oracleEndpoints
  | typeof pickEndpoints
  | typeof predictionProofEndpoints
  | typeof referralEndpoints
  | typeof seasonEndpoints
  | typeof shareEndpoints
  | typeof statsEndpoints;

/** Every endpoint of the contract, with its schemas. */
type AnyEndpoint = Area extends infer A ? (A extends unknown ? A[keyof A] : never) : never;

/** The contract's endpoint for a route entry of routes.ts (the same method and path). */
export type EndpointOf<R extends Route> = Extract<AnyEndpoint, { method: R["method"]; path: R["path"] }>;

/** A body schema's input; a body that may be left out is preprocessed, whose input is unknown: its inner schema's. */
type BodyInput<S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? S extends z.ZodPipe<z.ZodType, infer Inner>
      ? z.input<Inner> | undefined
      : z.input<S>
    : z.input<S>
  : never;

/** What a route's query may carry: its schema's fields, each as the value the schema reads from the URL. */
type QueryInput<S> = S extends z.ZodType ? { [K in keyof z.output<S>]?: Extract<z.output<S>[K], string | number> } : never;

type HasParams<R extends Route> = [keyof PathParams<R>] extends [never] ? false : true;
type ParamsPart<R extends Route> = HasParams<R> extends true ? { params: PathParams<R> } : { params?: never };
type QueryPart<E> = E extends { query: infer Q } ? { query?: QueryInput<Q> } : { query?: never };
type BodyPart<E> = E extends { body: infer B } ? { body: BodyInput<B> } : { body?: never };

/**
 * What a call sends: the path's parameters, the query and the body, each only where the route has one
 * (the parameters and the body required, the query's fields optional).
 */
export type CallInput<R extends Route> = ParamsPart<R> & QueryPart<EndpointOf<R>> & BodyPart<EndpointOf<R>>;

/** A call's arguments after the route: the input, which may be left out when the route needs none. */
export type CallArgs<R extends Route> =
  HasParams<R> extends true ? [input: CallInput<R>] : EndpointOf<R> extends { body: z.ZodType } ? [input: CallInput<R>] : [input?: CallInput<R>];

/** What a successful call returns: the first declared 2xx JSON reply, or undefined for a reply with no body (204). */
export type CallReply<R extends Route> = EndpointOf<R>["responses"] extends infer S
  ? S extends { 200: z.ZodType }
    ? z.output<S[200]>
    : S extends { 201: z.ZodType }
      ? z.output<S[201]>
      : S extends { 202: z.ZodType }
        ? z.output<S[202]>
        : S extends { 204: z.ZodType }
          ? undefined
          : unknown
  : never;
