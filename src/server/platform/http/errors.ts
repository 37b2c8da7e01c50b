import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { isDatabaseTimeout } from "../db/errors";

/** A refusal with a status and a message a person can read; the one error shape is {message}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A short code for the metrics (insufficient_credits), where the message is for a person. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, reason?: string) => new HttpError(400, message, reason);
export const unauthorized = (message = "You need to sign in first") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do that") => new HttpError(403, message);
export const notFound = (message = "Not found", reason?: string) => new HttpError(404, message, reason);
export const conflict = (message: string, reason?: string) => new HttpError(409, message, reason);
export const unavailable = (message: string) => new HttpError(503, message);

/** Turns zod issues into one readable sentence. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`;
  }
  // Messages written for people in the schemas start with a capital and stand alone.
  const generic = /^(Invalid|Too (big|small)|Expected)/.test(issue.message) || !/^[A-Z]/.test(issue.message);
  if (!field) return generic ? `Invalid request: ${issue.message}` : issue.message;
  return generic ? `Invalid ${field}: ${issue.message}` : issue.message;
}

/**
 * Fastify's frameworkErrors: refusals made by the router before any hook or handler (a malformed
 * %-escape in the path) bypass the error handler, so they get the one error shape here.
 */
export function replyToFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, "request failed in the router");
  void reply.status(status).send({ message: status === 400 ? "The address is not a valid URL" : "Internal error" });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    // A 503 the code chose (a full queue, no mail) says what to do; any other 5xx hides its detail.
    if (error instanceof HttpError && status === 503) return reply.status(503).send({ message: error.message });
    // A database that did not answer in time is no bug of this request's: it may be retried.
    if (isDatabaseTimeout(error)) {
      request.log.error({ err: error }, "request failed: the database took too long to answer");
      return reply.status(503).send({ message: "The database took too long to answer; try again." });
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: "Internal error" });
    }
    if (status === 429) return reply.status(429).send({ message: error.message });
    return reply.status(status).send({ message: readableFastifyMessage(error) });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
  });
}

function readableFastifyMessage(error: FastifyError | HttpError): string {
  if (error instanceof HttpError) return error.message;
  // A parser's own SyntaxError reaches here without a code, whatever FastifyError says.
  switch (error.code as string | undefined) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as JSON (Content-Type: application/json)";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The JSON body is empty";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case undefined:
      return error.message.startsWith("Unexpected") || error.message.includes("JSON") ? "The request body is not valid JSON" : error.message;
    default:
      return error.message;
  }
}
