import type { FastifyInstance } from "fastify";
import { authEndpoints } from "../../shared/api/auth";
import { contractApp, declared } from "../platform/http/route";
import { guardedLimit } from "../platform/limits/shared-rate-limit";
import { requireUser } from "../platform/http/request-user";
import type { EmailVerification } from "./email-verification.service";

export function emailVerificationRoutes(app: FastifyInstance, deps: { verification: EmailVerification; rateLimits: boolean }): void {
  const limited = deps.rateLimits ? guardedLimit(20, "1 minute") : {};
  const api = contractApp(app);

  api.route({
    ...declared(authEndpoints.sendConfirmation),
    ...limited,
    handler: async (request, reply) => reply.status(202).send(await deps.verification.sendLink(requireUser(request))),
  });

  api.route({
    ...declared(authEndpoints.confirmEmail),
    ...limited,
    handler: (request) => deps.verification.confirm(request.body.token),
  });
}
