import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import pinoPretty from "pino-pretty";
import type { Config } from "./config";

/** Fields a readable line leaves out: the request line says them in words, the rest is noise on a terminal. */
const PRETTY_HIDES = "pid,hostname,reqId,req,res,responseTime";

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
  if (!pretty) return { level: config.logLevel, ...(output.destination ? { stream: output.destination } : {}) };
  const stream = pinoPretty({
    sync: true,
    colorize: output.isTTY,
    translateTime: "SYS:HH:MM:ss",
    ignore: PRETTY_HIDES,
    singleLine: true,
    ...(output.destination ? { destination: output.destination } : {}),
  });
  return { level: config.logLevel, stream };
}

/**
 * One line per request, once it is answered: `GET /api/matches 200 4.1 ms`, in place of Fastify's
 * pair (incoming request, request completed) and its separate line for an unknown route. A route
 * with logLevel "silent" (health, metrics) logs nothing, since its request.log is silent.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    // The path only: a query may carry a one-time code (a sign-in provider's callback).
    const path = request.url.split("?")[0];
    const fields = { req: { method: request.method, url: path }, res: { statusCode: reply.statusCode }, responseTime: ms };
    const line = `${request.method} ${path} ${reply.statusCode} ${ms.toFixed(1)} ms`;
    if (error) request.log.error({ ...fields, err: error }, line);
    else request.log.info(fields, line);
  }
}
