import type { CallReply } from "@shared/api/calls";
import type { Route } from "@shared/api/routes";
import type { ApiResponse } from "../../../lib/api";

/** A reply's JSON with the bytes it took: as sent (compressed, when it was) and as read. */
export interface Measured<T> {
  data: T;
  bytes: ReplyBytes;
}

export interface ReplyBytes {
  /** The body as it came over the network: compressed when the server compressed it. */
  wire: number;
  /** The body as JSON text, uncompressed. */
  plain: number;
}

/**
 * Reads a JSON reply and counts its bytes. Content-Length is the body as sent (the server sends
 * precompressed replies with their length); without it, the browser's own count from Resource Timing;
 * failing both, the uncompressed size, which is never less.
 */
export async function readMeasured<R extends Route>(response: ApiResponse<R>): Promise<Measured<CallReply<R>>> {
  const body = await response.arrayBuffer();
  const plain = body.byteLength;
  const length = Number(response.headers.get("content-length"));
  const timed = performance.getEntriesByName(response.url, "resource").at(-1) as PerformanceResourceTiming | undefined;
  const wire = length > 0 ? length : timed?.encodedBodySize || plain;
  return { data: JSON.parse(new TextDecoder().decode(body)) as CallReply<R>, bytes: { wire, plain } };
}

export function addBytes(a: ReplyBytes, b: ReplyBytes): ReplyBytes {
  return { wire: a.wire + b.wire, plain: a.plain + b.plain };
}
