/**
 * Data for the page as a JSON script element (never run: type application/json, so the CSP is not
 * involved): `<` and the JavaScript line separators escaped, so no text in it can end the element.
 */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${id}">${json}</script>`;
}
