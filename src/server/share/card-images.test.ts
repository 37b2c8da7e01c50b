import { describe, expect, it } from "vitest";
import { CardImages } from "./card-images";
import type { PngRenderer } from "./render-pool";

/** Renders on demand: each call waits until the test resolves it, so overlap is certain, not timed. */
function manualRenderer() {
  const calls: { svg: string; finish(png: Buffer): void }[] = [];
  const renderer: PngRenderer = {
    render: (svg) => new Promise<Buffer>((resolve) => calls.push({ svg, finish: resolve })),
    close: async () => {},
  };
  return { renderer, calls };
}

describe("CardImages", () => {
  it("renders a card once for every request that asks while it renders, then serves it from memory", async () => {
    const { renderer, calls } = manualRenderer();
    const images = new CardImages(renderer, 1024 * 1024);
    const asked = [images.png("<svg>a</svg>"), images.png("<svg>a</svg>"), images.png("<svg>a</svg>")];
    expect(calls).toHaveLength(1);
    calls[0]!.finish(Buffer.from("png-a"));
    expect((await Promise.all(asked)).map(String)).toEqual(["png-a", "png-a", "png-a"]);
    expect(String(await images.png("<svg>a</svg>"))).toBe("png-a");
    expect(calls).toHaveLength(1);
    const other = images.png("<svg>b</svg>");
    expect(calls.map((c) => c.svg)).toEqual(["<svg>a</svg>", "<svg>b</svg>"]);
    calls[1]!.finish(Buffer.from("png-b"));
    expect(String(await other)).toBe("png-b");
  });

  it("renders again once a card has been evicted", async () => {
    const { renderer, calls } = manualRenderer();
    const images = new CardImages(renderer, 10);
    for (const svg of ["a", "b", "a"]) {
      const png = images.png(svg);
      calls.at(-1)!.finish(Buffer.alloc(6));
      await png;
    }
    expect(calls.map((c) => c.svg)).toEqual(["a", "b", "a"]);
  });

  it("does not cache a failed render: the next request tries again", async () => {
    let attempts = 0;
    const images = new CardImages(
      { render: async () => (++attempts === 1 ? Promise.reject(new Error("busy")) : Buffer.from("png")), close: async () => {} },
      1024,
    );
    await expect(images.png("a")).rejects.toThrow("busy");
    expect(String(await images.png("a"))).toBe("png");
    expect(attempts).toBe(2);
  });

  it("tags a card by its SVG", () => {
    const images = new CardImages(manualRenderer().renderer, 1024);
    const etag = images.etagOf("<svg>a</svg>");
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(images.etagOf("<svg>a</svg>")).toBe(etag);
    expect(images.etagOf("<svg>b</svg>")).not.toBe(etag);
  });
});
