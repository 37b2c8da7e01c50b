/**
 * Does If-None-Match name this entity tag? The weak comparison RFC 9110 asks of If-None-Match: `W/`
 * is ignored on both sides, so a tag survives a proxy that re-encodes the body.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
