import { createHash } from "node:crypto";
import { ByteLru } from "./byte-lru";
import type { PngRenderer } from "./render-pool";

/**
 * Share-card PNGs by the content of their SVG: the same card (same match state, same player figures)
 * is rendered once while it stays in the cache, however many crawlers ask; a card whose data changed
 * is another SVG, so nothing stale is served and nothing needs invalidating. Requests for a card
 * being rendered wait for that render rather than starting their own.
 */
export class CardImages {
  private readonly cache: ByteLru;
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly renderer: PngRenderer,
    maxBytes: number,
  ) {
    this.cache = new ByteLru(maxBytes);
  }

  /** The card's entity tag: its SVG's hash, known before any render, so a 304 costs no rendering. */
  etagOf(svg: string): string {
    return `"${createHash("sha256").update(svg).digest("base64url").slice(0, 32)}"`;
  }

  async png(svg: string): Promise<Buffer> {
    const key = this.etagOf(svg);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let render = this.rendering.get(key);
    if (!render) {
      // Cached before it leaves `rendering`, so no request in between starts a second render.
      render = this.renderer
        .render(svg)
        .then((png) => {
          this.cache.set(key, png);
          return png;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, render);
    }
    return render;
  }

  close(): Promise<void> {
    return this.renderer.close();
  }
}
