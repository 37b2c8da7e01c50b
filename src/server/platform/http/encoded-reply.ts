import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { preferredCoding, type ContentCoding } from "./accept-encoding";
import { matchesEtag } from "./etag";

/**
 * Replies shorter than this go out as they are, kept or built per request: a distribution or a viewer count is a few
 * dozen bytes, which compression makes no shorter, and its brotli and gzip encoders cost more to set up than the bytes
 * cost to send (12.5 % of a server's CPU in one capacity run, those two polls at 940 a second, their counts changing).
 */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The smallest brotli window that holds the whole body (a window is 2^bits less 16 bytes), so the output is what the
 * default 4 MB window gives with fewer pages to touch: a capacity run's kept bodies cost 4.4 ms of CPU each with the
 * default window and the server's malloc giving large blocks back at once, about 1 ms fitted
 * (docs/decisions.md#malloc-thresholds).
 */
export function windowBitsFor(bytes: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}

/**
 * A reply body many requests share (a cached list, a documentation file): tagged once, and
 * compressed once per coding on the first request that asks for it, instead of by @fastify/compress
 * on every request.
 */
export class EncodedBody {
  readonly etag: string;
  private readonly coded: Partial<Record<ContentCoding, Buffer>>;

  constructor(
    readonly type: string,
    body: string | Buffer,
    /** Brotli effort: 5 for bodies that change often, up to 11 for files that never do. */
    private readonly brotliQuality = 5,
  ) {
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    this.etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
    this.coded = { identity: bytes };
  }

  /** The raw bytes. */
  get plain(): Buffer {
    return this.coded.identity!;
  }

  in(coding: ContentCoding): Buffer {
    return (this.coded[coding] ??=
      coding === "br"
        ? brotliCompressSync(this.plain, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
              [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(this.plain.length),
            },
          })
        : gzipSync(this.plain, { level: 6 }));
  }
}

/** Sends a shared body: 304 when the client holds this version, else the coding it accepts best. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, cacheControl = "no-cache"): FastifyReply {
  reply.header("etag", body.etag).header("cache-control", cacheControl).header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], body.etag)) return reply.code(304).send();
  const coding = body.plain.length < COMPRESS_FROM_BYTES ? "identity" : preferredCoding(request.headers["accept-encoding"]);
  // A reply that already names its coding is left alone by @fastify/compress.
  if (coding !== "identity") reply.header("content-encoding", coding);
  return reply.type(body.type).send(body.in(coding));
}
