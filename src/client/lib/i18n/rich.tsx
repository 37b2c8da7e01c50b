import { Fragment, type ReactNode } from "react";

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

/**
 * A formatted message whose parts are marked <0>…</0>, <1>…</1> (never nested), as React nodes: part n
 * is wrapped by `parts[n]`, so a translation may move a highlighted name or link wherever its grammar
 * puts it. Text outside the marks stays text; a mark with no part keeps its text unwrapped.
 */
export function rich(text: string, parts: ReadonlyArray<(children: string) => ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const wrap = parts[Number(match[1])];
    nodes.push(<Fragment key={match.index}>{wrap ? wrap(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
