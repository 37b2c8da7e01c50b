import { manifestPath, type Locale } from "../../../shared/i18n/locales";
import { pageWords } from "./page-words";

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

/**
 * index.html in `locale` (it is written in English): marked with the language (screen readers and the
 * client read it), with its description and loading line in it, and linking the language's web manifest
 * (manifestPath). English comes back as it was.
 */
export function inLocale(shell: string, locale: Locale): string {
  const marked = shell.replace(/<html([^>]*?) lang="[^"]*"/, (_tag, before: string) => `<html${before} lang="${locale}"`);
  if (locale === "en") return marked;
  const t = pageWords(locale);
  return marked
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_meta, start: string) => `${start}${escapeAttribute(t("description"))}"`)
    .replace(ROOT_CONTENT, (root) => root.replace(/>Loading\.\.\.</, () => `>${escapeText(t("loading"))}<`))
    .replace(/(<link rel="manifest" href=")[^"]*"/, (_link, start: string) => `${start}${manifestPath(locale)}"`);
}

/**
 * The installed app in `locale`: the English web manifest (manifest.webmanifest) with the language's
 * description and its `lang`; the build writes one per language (scripts/prerender-landing-plugin.ts).
 */
export function manifestIn(manifest: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  return { ...manifest, lang: locale, description: pageWords(locale)("manifest.description") };
}

const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");
