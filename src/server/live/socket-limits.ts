import type { FastifyRequest } from "fastify";
import { networkOf } from "../http/client-address";

/** Sockets one signed-in player may hold: a few tabs and a phone, never a flood. */
export const SOCKETS_PER_SESSION = 8;

/**
 * Who may open /ws, and how many sockets each holds. A browser always sends Origin on a WebSocket
 * handshake, so a foreign Origin is another site's page trying to use the visitor's cookie: refused.
 * A handshake without Origin is not a browser and carries no victim's cookie (as the HTTP origin
 * check reasons); the caps below still bound it. Counts are per process: each instance protects
 * its own memory.
 */
export class SocketLimits {
  private readonly byAddress = new Map<string, number>();
  private readonly bySession = new Map<string, number>();
  private readonly allowedOrigin: string;

  constructor(
    publicUrl: string,
    private readonly perAddress: number,
  ) {
    this.allowedOrigin = new URL(publicUrl).origin;
  }

  /** Why this handshake is refused, or undefined to let it in. */
  refusal(request: FastifyRequest): { status: 403 | 429; message: string } | undefined {
    const origin = request.headers.origin;
    if (origin !== undefined && !this.isOwnOrigin(origin, request.headers.host)) {
      return { status: 403, message: "Connect from the game's own pages" };
    }
    if ((this.byAddress.get(addressOf(request)) ?? 0) >= this.perAddress) {
      return { status: 429, message: "Too many live connections from your network; close a tab and try again" };
    }
    const session = sessionOf(request);
    if (session && (this.bySession.get(session) ?? 0) >= SOCKETS_PER_SESSION) {
      return { status: 429, message: "Too many live connections for this session; close a tab and try again" };
    }
    return undefined;
  }

  /** Counts an opened socket; false when a burst of handshakes went past a cap in the meantime. */
  open(request: FastifyRequest): boolean {
    const address = bump(this.byAddress, addressOf(request), 1);
    const session = sessionOf(request);
    const perSession = session ? bump(this.bySession, session, 1) : 0;
    return address <= this.perAddress && perSession <= SOCKETS_PER_SESSION;
  }

  close(request: FastifyRequest): void {
    bump(this.byAddress, addressOf(request), -1);
    const session = sessionOf(request);
    if (session) bump(this.bySession, session, -1);
  }

  private isOwnOrigin(origin: string, host: string | undefined): boolean {
    if (origin === this.allowedOrigin) return true;
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  }
}

const addressOf = (request: FastifyRequest) => networkOf(request.ip);
/** A signed-in player's sessions share one cap, as they count as one viewer. */
const sessionOf = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : undefined);

function bump(counts: Map<string, number>, key: string, by: number): number {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
  return next;
}
