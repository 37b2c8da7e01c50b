import type { FastifyInstance } from "fastify";
import { referralEndpoints } from "../../shared/api/referrals";
import { REFERRAL_JOIN_BONUS } from "../../shared/constants";
import { requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import { contractApp, declared } from "../platform/http/route";
import { referralOrigin } from "./referral-farming";
import { referralLeaderboard, referralStats } from "./referral-standing.service";
import { applyReferralCode } from "./referral.service";

export interface ReferralRouteDeps {
  db: Db;
  rateLimits: boolean;
  /** Keys the hash of the applying address that the farming rule stores (referral-farming.ts). */
  addressSecret: string;
}

export function referralRoutes(app: FastifyInstance, deps: ReferralRouteDeps): void {
  const { db } = deps;
  const limited = deps.rateLimits ? { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } } : {};
  const api = contractApp(app);

  api.route({
    ...declared(referralEndpoints.track),
    ...limited,
    handler: async (request) => {
      const origin = referralOrigin(request.ip, deps.addressSecret);
      const { referrerName } = await applyReferralCode(db, requireUser(request).id, request.body.referralCode, origin);
      return { message: `Referral applied! You and ${referrerName} each received ₡${REFERRAL_JOIN_BONUS.toLocaleString("en-US")}.` };
    },
  });

  api.route({ ...declared(referralEndpoints.stats), handler: (request) => referralStats(db, requireUser(request)) });

  api.route({ ...declared(referralEndpoints.leaderboard), handler: (request) => referralLeaderboard(db, requireUser(request)) });
}
