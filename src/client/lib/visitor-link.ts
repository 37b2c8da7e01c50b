import { parseVisitorLink, VISITOR_LINK_ELEMENT_ID, type VisitorLink } from "@shared/visitor-link";

let read: { link: VisitorLink | null } | undefined;

/**
 * What the shared link this page was opened from is about (src/shared/visitor-link.ts), when the
 * visitor is still on it: the server wrote it into the page for that path, so after the SPA moves
 * elsewhere it no longer applies. Read once per page load; nothing on the server or at build time.
 */
export function visitorLinkAt(location: string): VisitorLink | null {
  if (typeof document === "undefined") return null;
  if (!read) {
    const text = document.getElementById(VISITOR_LINK_ELEMENT_ID)?.textContent;
    let link: VisitorLink | null = null;
    try {
      link = text ? parseVisitorLink(JSON.parse(text)) : null;
    } catch {
      // a page that is not ours: no line
    }
    read = { link };
  }
  return read.link?.path === location ? read.link : null;
}
