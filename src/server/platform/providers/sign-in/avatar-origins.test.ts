import { describe, expect, it } from "vitest";
import { testConfig } from "../../../testing/harness";
import { avatarOrigins, pictureFrom, providerAvatarOrigins } from "./avatar-origins";

describe("provider avatars", () => {
  it("keeps a picture only from the provider's avatar host, over https", () => {
    const github = providerAvatarOrigins("github");
    expect(pictureFrom("https://avatars.githubusercontent.com/u/1?v=4", github)).toBe("https://avatars.githubusercontent.com/u/1?v=4");
    for (const url of [
      "http://avatars.githubusercontent.com/u/1",
      "https://evil.example/pixel.gif",
      "https://avatars.githubusercontent.com.evil.example/a",
      "javascript:alert(1)",
      "not a url",
      undefined,
    ]) {
      expect(pictureFrom(url, github), String(url)).toBeNull();
    }
    const google = providerAvatarOrigins("google");
    expect(pictureFrom("https://lh3.googleusercontent.com/a/b", google)).toBe("https://lh3.googleusercontent.com/a/b");
    expect(pictureFrom("https://googleusercontent.com.evil.example/a", google)).toBeNull();
    expect(pictureFrom("https://lh3.googleusercontent.com:8443/a", google)).toBeNull();
  });

  it("lists the avatar hosts of the configured providers only, and an https OpenID issuer's own origin", () => {
    expect(avatarOrigins(testConfig())).toEqual([]);
    const all = testConfig({
      X_CLIENT_ID: "x",
      GITHUB_CLIENT_ID: "g",
      GITHUB_CLIENT_SECRET: "s",
      GOOGLE_CLIENT_ID: "go",
      GOOGLE_CLIENT_SECRET: "s",
      OIDC_ISSUER_URL: "https://id.example/realm",
      OIDC_CLIENT_ID: "o",
      OIDC_CLIENT_SECRET: "s",
    });
    expect(avatarOrigins(all)).toEqual([
      "https://pbs.twimg.com",
      "https://avatars.githubusercontent.com",
      "https://*.googleusercontent.com",
      "https://id.example",
    ]);
    expect(avatarOrigins(testConfig({ OIDC_ISSUER_URL: "http://127.0.0.1:9/", OIDC_CLIENT_ID: "o", OIDC_CLIENT_SECRET: "s" }))).toEqual([]);
  });
});
