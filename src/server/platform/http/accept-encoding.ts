export type ContentCoding = "br" | "gzip" | "identity";

/**
 * The codings already worked out, by the header's exact text. Browsers send a handful of Accept-Encoding values, and
 * the parse was 2-3 % of a cached read's CPU (the match list under bench/matches-throughput.ts). The header is the
 * client's to write, so the map is bounded: past its size it starts again.
 */
const known = new Map<string, ContentCoding>();
const KNOWN_MAX = 64;

/**
 * The coding to send a precompressed body in: brotli, else gzip, else none, by the request's
 * Accept-Encoding (`q=0` refuses a coding; `*` stands for any not named).
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  let coding = known.get(acceptEncoding);
  if (coding === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    coding = parseCoding(acceptEncoding);
    known.set(acceptEncoding, coding);
  }
  return coding;
}

/** How many header texts are kept now (at most 64), for the test of the bound. */
export const codingsKept = (): number => known.size;

function parseCoding(acceptEncoding: string): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
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
