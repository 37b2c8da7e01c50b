import { describe, expect, it, vi } from "vitest";
import type { BankFact } from "./facts-bank";
import { FactsService, type Fact, type FactWriter } from "./facts.service";

const bank: BankFact[] = Array.from({ length: 5 }, (_, i) => ({
  id: `f${i + 1}`,
  topic: "history",
  title: `Fact ${i + 1}`,
  description: `Description ${i + 1}.`,
}));
const titles = (facts: Fact[]) => facts.map((fact) => fact.title);
/** Always picks the first fact not yet served, so sequences are predictable. */
const first = () => 0;

describe("FactsService", () => {
  it("serves every bank fact once before starting over, never repeating within a reply", async () => {
    const service = new FactsService({ bank, random: first });
    expect(titles(await service.generate("v", 2, true))).toEqual(["Fact 1", "Fact 2"]);
    expect(titles(await service.generate("v", 2, true))).toEqual(["Fact 3", "Fact 4"]);
    // Fact 5 ends the first pass; the second pass starts without repeating Fact 5 in this reply.
    expect(titles(await service.generate("v", 2, true))).toEqual(["Fact 5", "Fact 1"]);
    expect(titles(await service.generate("v", 3, true))).toEqual(["Fact 2", "Fact 3", "Fact 4"]);
    // Asking for more than the bank holds gives each fact once.
    expect(new Set(titles(await new FactsService({ bank }).generate("w", 5, true))).size).toBe(5);
  });

  it("keeps a bounded LRU of visitors, forgetting the least recently seen", async () => {
    const service = new FactsService({ bank, random: first, maxVisitors: 2 });
    await service.generate("a", 2, true);
    await service.generate("b", 2, true);
    await service.generate("a", 1, true); // a is now the most recent
    await service.generate("c", 2, true); // evicts b
    expect(service.visitorCount).toBe(2);
    expect(titles(await service.generate("a", 1, true))).toEqual(["Fact 4"]);
    expect(titles(await service.generate("b", 1, true))).toEqual(["Fact 1"]);
  });

  it("passes recent titles to the writer, drops its repeats and tops up from the bank", async () => {
    const write = vi.fn<FactWriter["write"]>(async () => [
      { title: "New 1", description: "d." },
      { title: "new 1!", description: "the same title, shouted." },
      { title: "New 2", description: "d." },
    ]);
    const service = new FactsService({ bank, random: first, writer: { write } });
    expect(titles(await service.generate("v", 3, true))).toEqual(["New 1", "New 2", "Fact 1"]);
    expect(write).toHaveBeenLastCalledWith(3, []);
    // Everything the writer offers now has been seen, so the bank answers the whole reply.
    expect(titles(await service.generate("v", 2, true))).toEqual(["Fact 2", "Fact 3"]);
    expect(write).toHaveBeenLastCalledWith(2, ["New 1", "New 2", "Fact 1"]);
  });

  it("falls back to the bank and logs when the writer fails", async () => {
    const log = vi.fn();
    const service = new FactsService({
      bank,
      random: first,
      log,
      writer: { write: async () => Promise.reject(new SyntaxError("Unexpected token")) },
    });
    expect(titles(await service.generate("v", 2, true))).toEqual(["Fact 1", "Fact 2"]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("not JSON"));
  });

  it("bounds the recent titles kept per visitor", async () => {
    const write = vi.fn<FactWriter["write"]>(async (count, avoid) =>
      Array.from({ length: count }, (_, i) => ({ title: `T${avoid.length}-${i}`, description: "d." })),
    );
    const service = new FactsService({ bank, writer: { write }, maxRecentTitles: 4 });
    for (let call = 0; call < 5; call += 1) await service.generate("v", 3, true);
    expect(write.mock.calls.at(-1)?.[1]).toHaveLength(4);
  });
});
