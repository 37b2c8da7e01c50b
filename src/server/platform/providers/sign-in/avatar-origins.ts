import type { Config } from "../../config";

/**
 * Where each sign-in provider serves profile pictures. The CSP's img-src allows these and nothing
 * else off-site (the game loads no other outside image), and a picture from anywhere else is not
 * stored: it could only be a tracking pixel or a broken image.
 */
const PROVIDER_AVATARS = {
  x: ["https://pbs.twimg.com"],
  github: ["https://avatars.githubusercontent.com"],
  google: ["https://*.googleusercontent.com"],
} as const;

/** The avatar origins of the configured providers; a generic OpenID issuer serves its own. */
export function avatarOrigins(config: Pick<Config, "x" | "github" | "google" | "oidc">): string[] {
  const origins: string[] = [];
  if (config.x) origins.push(...PROVIDER_AVATARS.x);
  if (config.github) origins.push(...PROVIDER_AVATARS.github);
  if (config.google) origins.push(...PROVIDER_AVATARS.google);
  if (config.oidc && config.oidc.issuerUrl.startsWith("https://")) origins.push(new URL(config.oidc.issuerUrl).origin);
  return [...new Set(origins)];
}

export function providerAvatarOrigins(id: keyof typeof PROVIDER_AVATARS): readonly string[] {
  return PROVIDER_AVATARS[id];
}

/** The picture URL when it is https and served from one of the origins ("https://*.host" covers subdomains). */
export function pictureFrom(value: string | undefined, origins: readonly string[]): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const allowed = origins.some((origin) =>
    origin.startsWith("https://*.") ? url.hostname.endsWith(origin.slice("https://*".length)) && !url.port : url.origin === origin,
  );
  return allowed ? value : null;
}
