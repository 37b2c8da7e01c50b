/**
 * Text PostgreSQL cannot hold, refused before any schema or handler sees it. A NUL (U+0000) is
 * valid JSON and valid in a URL (%00), but no text column takes it: the statement fails and the
 * request was a 500. An unpaired UTF-16 surrogate ("\udc00" in JSON) has no UTF-8 form: the
 * driver writes U+FFFD in its place, so what is stored is not what was sent. Neither is ever
 * something a person typed.
 */

/** A NUL, a high surrogate without its low half, or a low one without its high half. */
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface BadText {
  /** Where it is, as zod names a field: keys and array indexes from the top. */
  path: Array<string | number>;
  /** In a field's name rather than its value (the path then leads to the object holding it). */
  inKey: boolean;
  kind: "nul" | "surrogate";
}

function kindOf(text: string): BadText["kind"] | undefined {
  const found = BAD_TEXT.exec(text);
  if (!found) return undefined;
  return found[0] === "\0" ? "nul" : "surrogate";
}

/** A value still to look at, with the way to it kept as links to its parents (copied paths would be quadratic). */
interface Pending {
  value: unknown;
  key: string | number | undefined;
  parent: Pending | undefined;
}

function pathOf(node: Pending | undefined): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at = node; at && at.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first bad text in a parsed input, depth first in the order the input was written, or
 * undefined. Iterative: a 64 KiB body can nest arrays tens of thousands deep, past the call stack.
 */
export function findBadText(input: unknown): BadText | undefined {
  const pending: Pending[] = [{ value: input, key: undefined, parent: undefined }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value } = node;
    if (typeof value === "string") {
      const kind = kindOf(value);
      if (kind) return { path: pathOf(node), inKey: false, kind };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], key: i, parent: node });
    } else if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      for (const key of keys) {
        const kind = kindOf(key);
        if (kind) return { path: pathOf(node), inKey: true, kind };
      }
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({ value: (value as Record<string, unknown>)[key], key, parent: node });
      }
    }
  }
  return undefined;
}

const WHAT: Record<BadText["kind"], string> = {
  nul: "the NUL character (U+0000)",
  surrogate: "a lone UTF-16 surrogate, which is no character",
};

/** The refusal as describeZodError words one (errors.ts): "Invalid email: text cannot contain …". */
export function describeBadText({ path, inKey, kind }: BadText): string {
  const field = path.map(String).join(".");
  const subject = field ? `Invalid ${field}` : "Invalid request";
  return `${subject}: ${inKey ? "a field name" : "text"} cannot contain ${WHAT[kind]}`;
}
