import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { factsEndpoints } from "../../shared/api/facts";
import type { Config } from "../platform/config";
import { contractApp, declared } from "../platform/http/route";
import type { LlmCallBudget } from "../oracles/llm/llm-call-budget";
import { FactsService } from "./facts.service";
import { LlmFactWriter } from "./llm-fact-writer";

export const VISITOR_COOKIE = "pl_visitor";
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * POST /api/generate-football-facts: public (the history page is open to everyone, docs/rules.md#access) and
 * rate-limited per address. Signed out, the facts come from the bank; signed in, from the model while
 * LLM_DAILY_CALLS last (facts.service.ts). Visitors are told apart by their user id when signed in, else by the
 * pl_visitor cookie. The cookie is not signed: it only keys which facts someone has seen, so a
 * forged or shared one costs nothing but a repeat.
 */
export function factsRoutes(
  app: FastifyInstance,
  deps: { config: Config; rateLimits: boolean; budget: LlmCallBudget; service?: FactsService },
): void {
  const { config } = deps;
  const service =
    deps.service ??
    new FactsService({
      writer: config.openaiApiKey
        ? new LlmFactWriter({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, model: config.openaiModel })
        : undefined,
      budget: deps.budget,
      log: (message) => app.log.warn(message),
    });
  const limited = deps.rateLimits ? { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } } : {};

  const visitorOf = (request: FastifyRequest, reply: FastifyReply): string => {
    if (request.user) return `user:${request.user.id}`;
    const given = request.cookies[VISITOR_COOKIE];
    if (given && VISITOR_ID.test(given)) return `visitor:${given}`;
    const id = randomBytes(16).toString("base64url");
    reply.setCookie(VISITOR_COOKIE, id, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      maxAge: YEAR_SECONDS,
    });
    return `visitor:${id}`;
  };

  contractApp(app).route({
    ...declared(factsEndpoints.generate),
    ...limited,
    handler: async (request, reply) => ({
      facts: await service.generate(visitorOf(request, reply), request.body.count, request.user !== undefined),
    }),
  });
}
