import { quantizeGrid, type SealedGrid } from "../../shared/sealed-forecast";

/** A sealed forecast that gives every score up to 10-10 the same chance: for tests that need any grid. */
export function evenGrid(): SealedGrid {
  return quantizeGrid(new Array<number>(121).fill(1));
}
