import { Link } from "wouter";
import { MINIMUM_AGE, PRODUCT_NAME } from "@shared/constants";
import { Tooltip } from "../ui/tooltip";
import { useT } from "@client/lib/i18n/area";
import type { Translate } from "@shared/i18n/catalogue";
import { LanguageSwitch } from "./language-switch";
import { layoutArea } from "./messages";

type LayoutText = Translate<(typeof layoutArea.ids)[number]>;
type FooterId = Parameters<LayoutText>[0] & `footer.${string}`;

interface FooterLink {
  label: FooterId;
  href: string;
  external?: boolean;
}

const X_URL = "https://x.com/ProphecyLeague";

/** The footer's columns, in order (docs/rules.md#page-layout). */
const COLUMNS: { heading: FooterId; links: FooterLink[] }[] = [
  {
    heading: "footer.company",
    links: [
      { label: "footer.about", href: "/about" },
      { label: "footer.contact", href: "/contact" },
      { label: "footer.press", href: "/press" },
    ],
  },
  {
    heading: "footer.legal",
    links: [
      { label: "footer.terms", href: "/terms" },
      { label: "footer.privacy", href: "/privacy" },
      { label: "footer.aiTransparency", href: "/ai-transparency" },
      { label: "footer.fairPlay", href: "/fair-play" },
      { label: "footer.disclaimer", href: "/disclaimer" },
    ],
  },
  {
    heading: "footer.platform",
    links: [
      { label: "footer.howItWorks", href: "/how-it-works" },
      { label: "footer.scoring", href: "/scoring" },
      { label: "footer.faq", href: "/faq" },
      { label: "footer.awards", href: "/awards" },
    ],
  },
  {
    heading: "footer.community",
    links: [
      { label: "footer.footballHistory", href: "/football-history" },
      { label: "footer.guidelines", href: "/community-guidelines" },
      { label: "footer.blog", href: "/blog" },
      { label: "footer.x", href: X_URL, external: true },
    ],
  },
  {
    heading: "footer.resources",
    links: [
      { label: "footer.accessibility", href: "/accessibility" },
      { label: "footer.security", href: "/security" },
      { label: "footer.api", href: "/api" },
    ],
  },
];

// Brand marks from Simple Icons (CC0): lucide no longer ships brand icons.
const BRAND_PATHS = {
  x: "M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z",
  github:
    "M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12",
  discord:
    "M20.317 4.3698a19.7913 19.7913 0 00-4.8851-1.5152.0741.0741 0 00-.0785.0371c-.211.3753-.4447.8648-.6083 1.2495-1.8447-.2762-3.68-.2762-5.4868 0-.1636-.3933-.4058-.8742-.6177-1.2495a.077.077 0 00-.0785-.037 19.7363 19.7363 0 00-4.8852 1.515.0699.0699 0 00-.0321.0277C.5334 9.0458-.319 13.5799.0992 18.0578a.0824.0824 0 00.0312.0561c2.0528 1.5076 4.0413 2.4228 5.9929 3.0294a.0777.0777 0 00.0842-.0276c.4616-.6304.8731-1.2952 1.226-1.9942a.076.076 0 00-.0416-.1057c-.6528-.2476-1.2743-.5495-1.8722-.8923a.077.077 0 01-.0076-.1277c.1258-.0943.2517-.1923.3718-.2914a.0743.0743 0 01.0776-.0105c3.9278 1.7933 8.18 1.7933 12.0614 0a.0739.0739 0 01.0785.0095c.1202.099.246.1981.3728.2924a.077.077 0 01-.0066.1276 12.2986 12.2986 0 01-1.873.8914.0766.0766 0 00-.0407.1067c.3604.698.7719 1.3628 1.225 1.9932a.076.076 0 00.0842.0286c1.961-.6067 3.9495-1.5219 6.0023-3.0294a.077.077 0 00.0313-.0552c.5004-5.177-.8382-9.6739-3.5485-13.6604a.061.061 0 00-.0312-.0286zM8.02 15.3312c-1.1825 0-2.1569-1.0857-2.1569-2.419 0-1.3332.9555-2.4189 2.157-2.4189 1.2108 0 2.1757 1.0952 2.1568 2.419 0 1.3332-.9555 2.4189-2.1569 2.4189zm7.9748 0c-1.1825 0-2.1569-1.0857-2.1569-2.419 0-1.3332.9554-2.4189 2.1569-2.4189 1.2108 0 2.1757 1.0952 2.1568 2.419 0 1.3332-.946 2.4189-2.1568 2.4189Z",
} as const;

function BrandIcon({ name }: { name: keyof typeof BRAND_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden focusable="false">
      <path d={BRAND_PATHS[name]} />
    </svg>
  );
}

const linkClass = "inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground";
const iconClass = "inline-flex size-11 items-center justify-center rounded-full border border-border";

function FooterLinkItem({ link, t }: { link: FooterLink; t: LayoutText }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link href={link.href} className={linkClass}>
      {t(link.label)}
    </Link>
  );
}

/** The footer on every screen (docs/rules.md#page-layout). */
export function Footer() {
  const t = useT(layoutArea);
  return (
    <footer data-testid="footer" className="border-t border-border bg-card/40">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-5">
          {COLUMNS.map((column) => (
            <div key={column.heading}>
              <h2 className="font-display text-sm font-bold uppercase tracking-wide">{t(column.heading)}</h2>
              <nav aria-label={t(column.heading)} className="mt-2">
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <FooterLinkItem link={link} t={t} />
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          ))}
        </div>

        <div className="mt-8 flex flex-wrap items-center gap-3" data-testid="footer-social">
          <a
            href={X_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("footer.onX", { product: PRODUCT_NAME })}
            className={`${iconClass} hover:bg-muted`}
          >
            <BrandIcon name="x" />
          </a>
          {/* aria-disabled rather than disabled: a disabled button cannot take focus, so keyboard users would never see the tooltip. */}
          <Tooltip content={t("footer.comingSoon")}>
            <button type="button" aria-disabled="true" aria-label={t("footer.githubSoon")} className={`${iconClass} cursor-not-allowed opacity-50`}>
              <BrandIcon name="github" />
            </button>
          </Tooltip>
          <Tooltip content={t("footer.comingSoon")}>
            <button type="button" aria-disabled="true" aria-label={t("footer.discordSoon")} className={`${iconClass} cursor-not-allowed opacity-50`}>
              <BrandIcon name="discord" />
            </button>
          </Tooltip>
          <LanguageSwitch className="ml-auto" />
        </div>

        <div className="mt-6 space-y-2 border-t border-border pt-6 text-xs text-muted-foreground">
          <p className="font-display text-sm font-semibold text-foreground">{PRODUCT_NAME}</p>
          <p>{t("footer.playMoney", { age: MINIMUM_AGE })}</p>
          <p>{t("footer.rights", { year: String(new Date().getFullYear()), product: PRODUCT_NAME })}</p>
        </div>
      </div>
    </footer>
  );
}
