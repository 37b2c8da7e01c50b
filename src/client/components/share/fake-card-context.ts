import type { CardContext } from "./render-card-png";

// For the card tests: a canvas 2D context that draws nothing and records what a card writes.

interface Drawn {
  text: string;
  x: number;
  y: number;
  font: string;
}

/** A stand-in 2D context: records fillText calls; text is as wide as 0.5 × font size per character. */
export function fakeContext() {
  const drawn: Drawn[] = [];
  const fills: { style: unknown; rect: number[] }[] = [];
  const state: Record<string, unknown> = { font: "400 10px sans-serif" };
  const size = () => Number(/(\d+)px/.exec(String(state.font))?.[1] ?? 10);
  const gradient = { addColorStop: () => undefined };
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (text: string) => ({ width: Array.from(text).length * size() * 0.5 });
      if (prop === "fillText") return (text: string, x: number, y: number) => drawn.push({ text, x, y, font: String(state.font) });
      if (prop === "fillRect") return (...rect: number[]) => fills.push({ style: state.fillStyle, rect });
      if (prop === "createLinearGradient" || prop === "createRadialGradient") return () => gradient;
      return () => undefined;
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CardContext;
  return { ctx, drawn, fills };
}
