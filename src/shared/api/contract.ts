import { z } from "zod";
import type { Route } from "./routes";

/**
 * The API's contract: each endpoint is declared once, here in src/shared/api, with its method, path,
 * who may call it and the schemas of its input and replies. The server registers its routes from
 * these entries (server/http/route.ts: Fastify validates the input and serializes the replies through
 * the schemas, so an undeclared field never leaves the server); the client builds its URLs and query
 * keys from their method and path (routes.ts), which it reads without the schemas.
 */

/** Every refusal and failure, on every route (docs/decisions.md#http). */
export const errorSchema = z.object({ message: z.string() });

export interface Endpoint extends Route {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * JSON replies by status. Errors are `errorSchema` on every route and are not listed. A reply that
   * is not JSON (an image, a page, a redirect) has no entry.
   */
  readonly responses: Readonly<Partial<Record<200 | 201 | 202 | 204 | 304, z.ZodType>>>;
}

/** Declares an endpoint, keeping its literal method, path and schemas in the type. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/** What a successful call returns: the first declared 2xx reply. */
export type Reply<E extends Endpoint> = E["responses"] extends { 200: z.ZodType }
  ? z.output<E["responses"][200]>
  : E["responses"] extends { 201: z.ZodType }
    ? z.output<E["responses"][201]>
    : E["responses"] extends { 202: z.ZodType }
      ? z.output<E["responses"][202]>
      : unknown;

export type Body<E extends Endpoint> = E["body"] extends z.ZodType ? z.input<E["body"]> : never;
