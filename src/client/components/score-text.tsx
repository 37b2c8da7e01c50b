import { Fragment } from "react";

/**
 * A sentence with every score in it ("2-2") kept on one line: a browser may break a line after the
 * hyphen, and "2-" over "2" no longer reads as a score (seen on the result screen at 390 px).
 */
export function ScoreText({ text }: { text: string }) {
  return text.split(/(\d+-\d+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
