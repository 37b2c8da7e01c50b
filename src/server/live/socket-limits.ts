import type { FastifyRequest } from "fastify";
import { networkOf } from "../platform/http/client-address";
import { countStoreError } from "../platform/limits/shared-rate-limit";
import type { SocketCounts, SocketGrant } from "../platform/limits/socket-counts";

/** Sockets one signed-in player may hold: a few tabs and a phone, never a flood. */
export const SOCKETS_PER_SESSION = 8;

/**
 * Who may open /ws, and how many sockets each holds. A browser always sends Origin on a WebSocket
 * handshake, so a foreign Origin is another site's page trying to use the visitor's cookie: refused.
 * A handshake without Origin is not a browser and carries no victim's cookie (as the HTTP origin
 * check reasons); the caps below still bound it. The caps count every instance's sockets, through
 * the store the instances share (shared-limits.ts), or this instance's memory while that store is away
 * (docs/decisions.md#limit-store-outage).
 */
export class SocketLimits {
  private readonly allowedOrigin: string;

  constructor(
    publicUrl: string,
    private readonly perAddress: number,
    private readonly counts: SocketCounts,
  ) {
    this.allowedOrigin = new URL(publicUrl).origin;
  }

  /** A refusal, or the lease the socket holds until it closes (none if the counts cannot be taken at all). */
  async admit(request: FastifyRequest): Promise<{ status: 403 | 429; message: string } | { lease: string | undefined }> {
    const origin = request.headers.origin;
    if (origin !== undefined && !this.isOwnOrigin(origin, request.headers.host)) {
      return { status: 403, message: "Connect from the game's own pages" };
    }
    let grant: SocketGrant;
    try {
      grant = await this.counts.acquire(
        { address: addressOf(request), session: sessionOf(request) },
        { perAddress: this.perAddress, perSession: SOCKETS_PER_SESSION },
      );
    } catch {
      countStoreError("socket");
      return { lease: undefined };
    }
    if ("lease" in grant) return grant;
    return grant.refused === "address"
      ? { status: 429, message: "Too many live connections from your network; close a tab and try again" }
      : { status: 429, message: "Too many live connections for this session; close a tab and try again" };
  }

  /** Keeps the leases of the sockets open here; a store that is away is asked again next time. */
  renew(leases: readonly string[]): void {
    this.counts.renew(leases).catch(() => countStoreError("socket"));
  }

  release(lease: string | undefined): void {
    if (lease) this.counts.release(lease).catch(() => countStoreError("socket"));
  }

  private isOwnOrigin(origin: string, host: string | undefined): boolean {
    if (origin === this.allowedOrigin) return true;
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  }
}

const addressOf = (request: FastifyRequest) => networkOf(request.ip);
/** A signed-in player's sessions share one cap, as they count as one viewer. */
const sessionOf = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : undefined);
