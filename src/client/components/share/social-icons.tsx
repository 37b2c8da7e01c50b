import type { JSX, SVGProps } from "react";
import type { SharePlatform } from "./share-links";

// Brand marks drawn inline (the icon set has none): no image is fetched for them.

type IconProps = SVGProps<SVGSVGElement>;

function XMark(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
    </svg>
  );
}

function FacebookMark(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M24 12.073c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385C19.612 23.027 24 18.062 24 12.073z" />
    </svg>
  );
}

function LinkedInMark(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.919 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z" />
    </svg>
  );
}

function RedditMark(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" aria-hidden {...props}>
      <ellipse cx="12" cy="14.5" rx="8.5" ry="6" />
      <circle cx="8.8" cy="13.6" r="0.9" fill="currentColor" />
      <circle cx="15.2" cy="13.6" r="0.9" fill="currentColor" />
      <path d="M9.3 17.1c1.6 1 3.8 1 5.4 0" />
      <path d="M12 8.5l1.4-5 4 1" />
      <circle cx="18.6" cy="4.9" r="1.3" />
    </svg>
  );
}

export const SOCIAL_ICONS: Record<Exclude<SharePlatform, "copy">, (props: IconProps) => JSX.Element> = {
  twitter: XMark,
  facebook: FacebookMark,
  linkedin: LinkedInMark,
  reddit: RedditMark,
};

export const SOCIAL_LABELS: Record<SharePlatform, string> = {
  twitter: "Twitter",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  reddit: "Reddit",
  copy: "Copy",
};
