import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import pinoPretty from "pino-pretty";
import type { Config } from "./config";

/** Fields a readable line leaves out: the request line says them in words, the rest is noise on a terminal. */
const PRETTY_HIDES = "pid,hostname,reqId,req,res,responseTime";

/** A logged error's message, stack and query are cut to this: the operator needs the kind of failure, not the statement. */
const MAX_LOGGED_TEXT = 300;
/** The fields of a database error worth a log line; anything else may hold a row's values (pg's `detail` does). */
const ERROR_FIELDS = ["code", "severity", "constraint", "table", "column", "schema", "routine", "kind", "status", "statusCode"] as const;
/** How drizzle writes a failed statement: "Failed query: <sql>\nparams: <every value>". */
const PARAMS = /\nparams: [\s\S]*/;

function withoutParams(text: string): string {
  const cut = text.replace(PARAMS, "\nparams: (left out)");
  return cut.length > MAX_LOGGED_TEXT ? `${cut.slice(0, MAX_LOGGED_TEXT)}… (${cut.length} characters)` : cut;
}

/**
 * The error as the log shows it: its kind, a short message without the statement's parameters, the stack's
 * frames, a few fields naming what failed, and its cause the same way. A failed import once logged a 611 KB
 * line of a multi-row insert's values (docs/decisions.md#replies-are-untrusted-input).
 */
export function loggableError(error: Error, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  const fields = error as unknown as Record<string, unknown>;
  const message = withoutParams(error.message);
  // The stack starts with the whole message: only its frames are kept, after the short message.
  const stack = error.stack ?? "";
  const at = stack.indexOf("\n    at ");
  const frames = at >= 0 ? stack.slice(at).split("\n").slice(0, 9).join("\n") : "";
  const safe: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: error.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  for (const key of ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number") safe[key] = typeof value === "string" ? withoutParams(value) : value;
  }
  // drizzle's message already starts with the statement.
  if (typeof fields.query === "string" && !message.startsWith("Failed query:")) safe.query = withoutParams(fields.query);
  if (depth < 3 && error.cause instanceof Error) safe.cause = loggableError(error.cause, depth + 1);
  return safe;
}

/** A log call's argument with every error in it (at the top or one level into an object) made loggable. */
function loggable(value: unknown): unknown {
  if (value instanceof Error) return loggableError(value);
  if (typeof value === "string") return PARAMS.test(value) ? withoutParams(value) : value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.some(([, field]) => field instanceof Error || (typeof field === "string" && PARAMS.test(field)))) return value;
  return Object.fromEntries(entries.map(([key, field]) => [key, field instanceof Error || typeof field === "string" ? loggable(field) : field]));
}

/**
 * Every log call's arguments pass here first, on every logger and its children (request.log too): an error
 * logged anywhere never carries a statement's parameters.
 */
const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
    // An error alone is logged as { err }, as pino would, so its line takes the short message.
    const [first, ...rest] = args;
    method.apply(this, [loggable(first instanceof Error ? { err: first } : first), ...rest.map(loggable)]);
  },
};

/** `err` as logHooks left it; pino's own would fold the causes' whole messages back into it. */
const serializers = {
  err: (error: Error) => (error instanceof Error ? loggableError(error) : (error as unknown as ReturnType<typeof loggableError>)),
};

/**
 * How the server logs: one readable line per event on a terminal (pino-pretty, written synchronously,
 * so nothing is lost on exit), and one JSON object a line anywhere else (a log collector reads those);
 * LOG_FORMAT forces either.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel" | "logFormat">,
  output: { isTTY: boolean; destination?: NodeJS.WritableStream } = { isTTY: Boolean(process.stdout.isTTY) },
): NonNullable<FastifyServerOptions["logger"]> {
  const pretty = config.logFormat === "pretty" || (config.logFormat === "auto" && output.isTTY);
  if (!pretty) return { level: config.logLevel, hooks: logHooks, serializers, ...(output.destination ? { stream: output.destination } : {}) };
  const stream = pinoPretty({
    sync: true,
    colorize: output.isTTY,
    translateTime: "SYS:HH:MM:ss",
    ignore: PRETTY_HIDES,
    singleLine: true,
    ...(output.destination ? { destination: output.destination } : {}),
  });
  return { level: config.logLevel, hooks: logHooks, serializers, stream };
}

/** The levels at which a request's line is written. */
const INFO_AND_BELOW = new Set(["trace", "debug", "info"]);

/**
 * One line per request, once it is answered: `GET /api/matches 200 4.1 ms`, in place of Fastify's
 * pair (incoming request, request completed) and its separate line for an unknown route. A route
 * with logLevel "silent" (health, metrics) logs nothing, since its request.log is silent.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    // Below info (LOG_LEVEL=warn) the line is never written: not built either.
    if (!error && !INFO_AND_BELOW.has(request.log.level)) return;
    const ms = reply.elapsedTime;
    // The path only: a query may carry a one-time code (a sign-in provider's callback).
    const path = request.url.split("?")[0];
    const fields = { req: { method: request.method, url: path }, res: { statusCode: reply.statusCode }, responseTime: ms };
    const line = `${request.method} ${path} ${reply.statusCode} ${ms.toFixed(1)} ms`;
    if (error) request.log.error({ ...fields, err: error }, line);
    else request.log.info(fields, line);
  }
}
