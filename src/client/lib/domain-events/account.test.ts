import { describe, expect, it } from "vitest";
import type { User } from "@shared/api/auth";
import { emailConfirmed, languageChanged, settingsSaved, signedIn, signedOut } from "./account";
import { cacheWithEveryRead, droppedReads, everyRead, staleReads, type ReadName } from "./test-cache";

const player = { id: 5, username: "seer" } as User;
const allReads = Object.keys(everyRead) as ReadName[];

describe("signedIn", () => {
  it("sets the player from the reply and makes every read stale", async () => {
    const client = cacheWithEveryRead({ user: null });
    await signedIn(client, player);
    expect(client.getQueryData(everyRead.user)).toEqual(player);
    expect(staleReads(client)).toEqual([...allReads].sort());
  });
});

describe("signedOut", () => {
  it("leaves no player and drops every other read", () => {
    const client = cacheWithEveryRead({ user: player });
    signedOut(client);
    expect(client.getQueryData(everyRead.user)).toBeNull();
    expect(droppedReads(client)).toEqual(allReads.filter((name) => name !== "user").sort());
  });
});

describe("settingsSaved", () => {
  it("sets the player from the reply, reading nothing again", () => {
    const client = cacheWithEveryRead({ user: { ...player, publicCard: true } });
    settingsSaved(client, { ...player, publicCard: false });
    expect(client.getQueryData(everyRead.user)).toEqual({ ...player, publicCard: false });
    expect(staleReads(client)).toEqual([]);
  });
});

describe("emailConfirmed", () => {
  it("makes the player and the reminder settings (e-mail becomes a choice) stale", async () => {
    const client = cacheWithEveryRead();
    await emailConfirmed(client);
    expect(staleReads(client)).toEqual(["preferences", "user"]);
  });
});

describe("languageChanged", () => {
  it("reads every match page again, the one reply written in the reader's language, and nothing else", async () => {
    const client = cacheWithEveryRead();
    await languageChanged(client);
    expect(staleReads(client)).toEqual(["match7", "match8"]);
  });
});
