import { jsonScriptElement } from "../../shared/json-script";
import { VISITOR_LINK_ELEMENT_ID, type VisitorLink } from "../../shared/visitor-link";

/**
 * What a share page's link is about, as a JSON script element for <head>: the landing screen shows it
 * to a signed-out visitor (src/shared/visitor-link.ts).
 */
export const visitorLinkTag = (link: VisitorLink): string => jsonScriptElement(VISITOR_LINK_ELEMENT_ID, link);
