/** A page rendered ahead of the browser: the build's landing, or a signed-in page the server renders. */
export interface RenderedPage {
  /** The page's markup, for #root. */
  markup: string;
  /** Tags for <head> (preloads of the page's code) and for the end of <body> (the page's data). */
  head: string;
  body: string;
}

// index.html's #root content (the loading spinner), up to its end mark.
const ROOT_CONTENT = /<div id="root">[\s\S]*?<!-- \/root -->/;
// The sign-in check's preload (index.html marks it data-sign-in-check) and the comment above it: a
// rendered page brings its data, the signed-in player among it.
const AUTH_PRELOAD = /\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<link [^>]*\bdata-sign-in-check\b[^>]*>/;

/** Whether this index.html has the #root placeholder a page renders into (a test's stand-in may not). */
export function hasRootPlaceholder(shell: string): boolean {
  return ROOT_CONTENT.test(shell);
}

/** index.html with a rendered page in #root, marked for main.tsx to take over. */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  if (!hasRootPlaceholder(shell)) throw new Error("index.html: no #root placeholder to render into");
  return shell
    .replace(ROOT_CONTENT, () => `<div id="root" data-prerendered>${page.markup}<!-- /root -->`)
    .replace(AUTH_PRELOAD, "")
    .replace("</head>", () => `${page.head ? `  ${page.head}\n` : ""}  </head>`)
    .replace("</body>", () => `  ${page.body}\n  </body>`);
}

/** The page marked as written in `locale` (index.html says lang="en"): screen readers and the client read it. */
export function inLocale(shell: string, locale: string): string {
  return shell.replace(/<html([^>]*?) lang="[^"]*"/, (_tag, before: string) => `<html${before} lang="${locale}"`);
}
