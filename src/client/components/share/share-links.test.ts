import { describe, expect, it } from "vitest";
import {
  achievementShareUrl,
  cardFileName,
  copyText,
  facebookShareUrl,
  linkedInShareUrl,
  messengerShareUrl,
  telegramShareUrl,
  whatsappShareUrl,
  redditShareUrl,
  leagueShareUrl,
  prophetShareUrl,
  resultShareUrl,
  socialShareUrl,
  twitterShareUrl,
  withUtm,
} from "./share-links";

const ORIGIN = "https://league.example";

describe("withUtm", () => {
  it("adds utm_source=share, utm_medium=social and utm_campaign={cardType} (docs/rules.md#sharing)", () => {
    const url = new URL(withUtm(`${ORIGIN}/match/7`, "result"));
    expect(url.pathname).toBe("/match/7");
    expect(url.searchParams.get("utm_source")).toBe("share");
    expect(url.searchParams.get("utm_medium")).toBe("social");
    expect(url.searchParams.get("utm_campaign")).toBe("result");
  });

  it("keeps other parameters and the fragment, and replaces utm parameters instead of repeating them", () => {
    const once = withUtm(`${ORIGIN}/?ref=PROPHET-ABC234#top`, "achievement");
    const twice = withUtm(once, "result");
    const url = new URL(twice);
    expect(url.searchParams.get("ref")).toBe("PROPHET-ABC234");
    expect(url.searchParams.getAll("utm_campaign")).toEqual(["result"]);
    expect(url.searchParams.getAll("utm_source")).toEqual(["share"]);
    expect(url.hash).toBe("#top");
  });
});

describe("card links", () => {
  it("shares an achievement as the player's public page with the referral code", () => {
    expect(achievementShareUrl(ORIGIN, "ada_l", "PROPHET-ABC234")).toBe(
      `${ORIGIN}/u/ada_l?ref=PROPHET-ABC234&utm_source=share&utm_medium=social&utm_campaign=achievement`,
    );
  });

  it("shares a result as the match page", () => {
    expect(resultShareUrl(ORIGIN, 42)).toBe(`${ORIGIN}/match/42?utm_source=share&utm_medium=social&utm_campaign=result`);
  });

  it("shares a league's table as its invite link, and a weekly badge as the player's page with the referral code", () => {
    expect(leagueShareUrl(ORIGIN, "ABCD2345")).toBe(`${ORIGIN}/leagues/join/ABCD2345?utm_source=share&utm_medium=social&utm_campaign=league`);
    expect(prophetShareUrl(ORIGIN, "ada_l", "PROPHET-ABC234")).toBe(
      `${ORIGIN}/u/ada_l?ref=PROPHET-ABC234&utm_source=share&utm_medium=social&utm_campaign=prophet`,
    );
  });
});

describe("social share URLs", () => {
  const url = `${ORIGIN}/match/3?utm_source=share&utm_medium=social&utm_campaign=result`;
  const text = "El Divino sees the future once more! Arsenal 2-1 Chelsea & more";

  it("Twitter intent carries the text and the link", () => {
    const built = new URL(twitterShareUrl({ text, url }));
    expect(built.origin + built.pathname).toBe("https://twitter.com/intent/tweet");
    expect(built.searchParams.get("text")).toBe(text);
    expect(built.searchParams.get("url")).toBe(url);
  });

  it("Facebook sharer carries u and quote", () => {
    const built = new URL(facebookShareUrl({ url, quote: text }));
    expect(built.origin + built.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(built.searchParams.get("u")).toBe(url);
    expect(built.searchParams.get("quote")).toBe(text);
  });

  it("LinkedIn share-offsite carries the link only", () => {
    const built = new URL(linkedInShareUrl({ url }));
    expect(built.origin + built.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect([...built.searchParams.keys()]).toEqual(["url"]);
    expect(built.searchParams.get("url")).toBe(url);
  });

  it("Reddit submit carries the link and a title", () => {
    const built = new URL(redditShareUrl({ url, title: text }));
    expect(built.origin + built.pathname).toBe("https://www.reddit.com/submit");
    expect(built.searchParams.get("url")).toBe(url);
    expect(built.searchParams.get("title")).toBe(text);
  });

  it("socialShareUrl picks the builder per platform", () => {
    expect(socialShareUrl("twitter", { text, url })).toBe(twitterShareUrl({ text, url }));
    expect(socialShareUrl("facebook", { text, url })).toBe(facebookShareUrl({ url, quote: text }));
    expect(socialShareUrl("linkedin", { text, url })).toBe(linkedInShareUrl({ url }));
    expect(socialShareUrl("reddit", { text, url })).toBe(redditShareUrl({ url, title: text }));
  });

  it("keeps the encoded link intact, utm parameters included", () => {
    const built = twitterShareUrl({ text, url });
    expect(built).toContain(encodeURIComponent("utm_campaign=result"));
    expect(built).not.toContain("&utm_campaign=");
  });
});

describe("copyText and cardFileName", () => {
  it("copies the text followed by the link", () => {
    expect(copyText({ text: "Look!", url: `${ORIGIN}/` })).toBe(`Look! ${ORIGIN}/`);
    expect(copyText({ text: "", url: `${ORIGIN}/` })).toBe(`${ORIGIN}/`);
  });

  it("names the file prophecy-league-{cardType}-{timestamp}.png (docs/rules.md#sharing)", () => {
    expect(cardFileName("achievement", 1_750_000_000_000)).toBe("prophecy-league-achievement-1750000000000.png");
    expect(cardFileName("result", 5)).toBe("prophecy-league-result-5.png");
  });
});

describe("messenger share links", () => {
  const share = { text: "Who sees clearer? A & B", url: "https://prophecy.example/match/7?utm_source=share" };

  it("gives WhatsApp one text with the link at its end", () => {
    const url = new URL(whatsappShareUrl(share));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(`${share.text} ${share.url}`);
    expect(messengerShareUrl("whatsapp", share)).toBe(whatsappShareUrl(share));
  });

  it("gives Telegram the link and the text apart", () => {
    const url = new URL(telegramShareUrl(share));
    expect(url.origin + url.pathname).toBe("https://t.me/share/url");
    expect(url.searchParams.get("url")).toBe(share.url);
    expect(url.searchParams.get("text")).toBe(share.text);
    expect(messengerShareUrl("telegram", share)).toBe(telegramShareUrl(share));
  });
});
