import { describe, expect, it } from "vitest";
import { areas } from "@shared/i18n/catalogue-folders";
import de from "./packs/de";
import es from "./packs/es";
import ptBR from "./packs/pt-BR";

describe("the language packs", () => {
  it.each([
    ["pt-BR", ptBR],
    ["es", es],
    ["de", de],
  ])("%s lists every client area's catalogue, by its folder", (_locale, pack) => {
    expect(Object.keys(pack).sort()).toEqual(areas.filter((area) => area.startsWith("client/")).sort());
  });
});
