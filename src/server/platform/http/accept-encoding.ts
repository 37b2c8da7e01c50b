export type ContentCoding = "br" | "gzip" | "identity";

/**
 * The coding to send a precompressed body in: brotli, else gzip, else none, by the request's
 * Accept-Encoding (`q=0` refuses a coding; `*` stands for any not named).
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return "identity";
}
