// The Monte Carlo draws (the title race, the season simulation) run as generators that yield after each unit of work
// (a season, a race, a fixture's forecast): driven at once for tests, benches and small draws, or with the event loop
// given back whenever a run of units has held it for SLICE_MS, so a draw of seconds never holds another request for
// longer than that. A budget in time rather than a count of units holds on a slow core as on a fast one.

/** How long a draw holds the event loop before it gives it back. */
const SLICE_MS = 5;

/** Runs a sliced draw to its end in one go. */
export function runAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a sliced draw to its end, giving the event loop back once it has held it for `budgetMs`. */
export async function runYielding<T>(steps: Generator<void, T>, budgetMs = SLICE_MS): Promise<T> {
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since < budgetMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  }
}
