// Long lines on the share cards, which neither canvas nor resvg wraps: the client's card measures
// with the canvas, the server's image counts characters, and both break a line the same way.

/**
 * `text` as one line when `width(text)` is at most `max`, else as two: split after the sentence end
 * that balances them best, so a duel's reason reads as its two sentences, or at the word that does
 * when no sentence end lets both halves fit.
 */
export function inTwoLines(text: string, width: (line: string) => number, max: number): string[] {
  if (width(text) <= max) return [text];
  const splits = [...text.matchAll(/ /g)].map((m) => [text.slice(0, m.index), text.slice(m.index + 1)] as const);
  const wider = ([a, b]: readonly [string, string]) => Math.max(width(a), width(b));
  const balanced = (options: (readonly [string, string])[]) => [...options.reduce((x, y) => (wider(y) < wider(x) ? y : x))];
  const sentences = splits.filter((pair) => /[.!?]$/.test(pair[0]) && wider(pair) <= max);
  if (sentences.length > 0) return balanced(sentences);
  return splits.length > 0 ? balanced(splits) : [text];
}
