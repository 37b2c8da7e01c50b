import { describe, expect, it } from "vitest";
import { fromHex, sha256, toHex } from "./sha256";

const webCrypto = async (data: Uint8Array<ArrayBuffer>) => toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", data)));

describe("synchronous SHA-256", () => {
  it("gives the FIPS 180-4 example digests", () => {
    const text = (s: string) => toHex(sha256(new TextEncoder().encode(s)));
    expect(text("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(text("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(text("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  });

  it("agrees with Web Crypto on every length across the padding boundaries, and on long inputs", async () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(toHex(sha256(data)), `${length} bytes`).toBe(await webCrypto(data));
    }
    const long = Uint8Array.from({ length: 1_000_003 }, (_, i) => (i * 7919) & 0xff);
    expect(toHex(sha256(long))).toBe(await webCrypto(long));
  });

  it("reads a subarray as its own bytes", async () => {
    const whole = Uint8Array.from({ length: 100 }, (_, i) => i);
    const part = whole.subarray(10, 75);
    expect(toHex(sha256(part))).toBe(await webCrypto(part.slice()));
  });

  it("turns hex into bytes and back, refusing what is not hex", () => {
    expect(toHex(fromHex("00ff10Ab"))).toBe("00ff10ab");
    expect(fromHex("")).toEqual(new Uint8Array(0));
    for (const bad of ["0", "zz", "0x00", "a b "]) expect(() => fromHex(bad), bad).toThrow();
  });
});
