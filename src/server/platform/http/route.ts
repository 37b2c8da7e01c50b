import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { errorSchema, type Endpoint } from "../../../shared/api/contract";
import type { Access } from "../../../shared/api/routes";
import { requireAdmin, requireUser } from "./request-user";
import { badRequest, describeZodError } from "./errors";
import { describeBadText, findBadText } from "./text-guard";

/** A request without a body, as the body schema sees it: undefined (see markAbsentBody). */
const ABSENT_BODY = Symbol("absent body");

/**
 * Input is parsed with the contract's zod schemas; a refusal is the one error shape, a 400 with the
 * first problem as a sentence (errors.ts), raised before the handler runs and so changing nothing.
 * Every body, query and params passes here, so text the database cannot hold is refused here first,
 * whatever the schema allows (text-guard.ts).
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const bad = findBadText(data);
    if (bad) return { error: badRequest(describeBadText(bad)) };
    const result = schema.safeParse(data === ABSENT_BODY ? undefined : data);
    return result.success ? { value: result.data } : { error: badRequest(describeZodError(result.error)) };
  };

/**
 * Validates requests and serializes replies through the routes' zod schemas: a reply is parsed by its
 * schema before it is written, so a field the contract does not declare is dropped, and one that
 * breaks it is a 500 that names the route in the log instead of a reply the client cannot read.
 */
export function registerContract(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/**
 * Fastify hands a body schema an absent body as null, like a JSON null: a route with a body schema
 * marks it, so that a body that may be left out (it then means the defaults) is not confused with one
 * that is null.
 */
async function markAbsentBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = ABSENT_BODY;
}

/** Access is checked before the input, as a person would expect: a signed-out caller learns only 401. */
const accessCheck: Record<Access, ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined> = {
  public: undefined,
  player: async (request) => void requireUser(request),
  admin: async (request) => void requireAdmin(request),
};

/**
 * The route options an endpoint declares: method, path, access and the schemas Fastify validates and
 * serializes with. Route files spread them into `app.route({ ...declared(entry), handler })`.
 */
export function declared<const E extends Endpoint>(entry: E) {
  const check = accessCheck[entry.access];
  const preValidation = [...(check ? [check] : []), ...(entry.body ? [markAbsentBody] : [])];
  return {
    method: entry.method,
    url: entry.path,
    ...(preValidation.length > 0 ? { preValidation } : {}),
    schema: withoutUndefined(schemaOf(entry)),
  };
}

/** The schemas of an endpoint as Fastify's route options name them, typed for the type provider. */
interface DeclaredSchema<E extends Endpoint> {
  params: E["params"];
  querystring: E["query"];
  body: E["body"];
  response: E["responses"] & { "4xx": typeof errorSchema; "5xx": typeof errorSchema };
}

function schemaOf<E extends Endpoint>(entry: E): DeclaredSchema<E> {
  return {
    params: entry.params,
    querystring: entry.query,
    body: entry.body,
    response: { ...entry.responses, "4xx": errorSchema, "5xx": errorSchema },
  };
}

/** Fastify warns about a schema key that is present but undefined. */
function withoutUndefined<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}

/** The app with its request and reply types taken from the contract's schemas. */
export function contractApp(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * Sends JSON that was already serialized through the endpoint's schema (a cache's bytes): Fastify
 * writes a string as it is, so only the reply's declared type needs setting aside.
 */
export function sendSerialized(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
