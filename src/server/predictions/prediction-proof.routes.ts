import type { FastifyInstance } from "fastify";
import { predictionProofEndpoints } from "../../shared/api/prediction-proof";
import { sendEncoded } from "../platform/http/encoded-reply";
import { contractApp, declared } from "../platform/http/route";
import { LOG_PAGES_PER_MINUTE } from "./prediction-log.routes";
import type { PredictionProofs } from "./prediction-proofs";

/**
 * The Merkle tree over the prediction log: public like the log, and limited like its pages, per
 * network and per route. The head and a proof revalidate (the tree grows, a forecast is revealed at
 * kick-off); a consistency proof between two sizes never changes.
 */
export function predictionProofRoutes(app: FastifyInstance, deps: { rateLimits: boolean; proofs: PredictionProofs }): void {
  const { proofs } = deps;
  const limited = deps.rateLimits ? { config: { rateLimit: { max: LOG_PAGES_PER_MINUTE, timeWindow: "1 minute" } } } : {};
  const api = contractApp(app);
  api.route({
    ...declared(predictionProofEndpoints.treeHead),
    ...limited,
    handler: async (request, reply) => sendEncoded(request, reply, await proofs.treeHead()),
  });
  api.route({
    ...declared(predictionProofEndpoints.proof),
    ...limited,
    handler: async (request, reply) => sendEncoded(request, reply, await proofs.proof(request.query)),
  });
  api.route({
    ...declared(predictionProofEndpoints.consistency),
    ...limited,
    handler: async (request, reply) =>
      sendEncoded(request, reply, await proofs.consistency(request.query.from, request.query.to), "public, max-age=86400"),
  });
}
