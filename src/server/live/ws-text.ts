import type { RawData } from "ws";

/** A WebSocket frame's bytes as text, whichever form ws hands them in (one buffer, fragments, or an ArrayBuffer). */
export function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}
