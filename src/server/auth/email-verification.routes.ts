import type { FastifyInstance } from "fastify";
import { confirmEmailBody } from "../../shared/api/auth";
import { parseInput } from "../http/errors";
import { requireUser } from "./auth.plugin";
import type { EmailVerification } from "./email-verification.service";

export function emailVerificationRoutes(app: FastifyInstance, deps: { verification: EmailVerification; rateLimits: boolean }): void {
  const limited = deps.rateLimits ? { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } } : {};

  /** Sends the signed-in player a link that proves their address. */
  app.post("/api/auth/verify-email", limited, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(202).send(await deps.verification.sendLink(user));
  });

  /** The link's page posts its token here; no session needed, the token is the proof. */
  app.post("/api/auth/verify-email/confirm", limited, async (request) => {
    const { token } = parseInput(confirmEmailBody, request.body);
    return deps.verification.confirm(token);
  });
}
