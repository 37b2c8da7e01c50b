// The Monte Carlo draws (the title race, the season simulation) run as generators that yield between slices of their
// runs: driven at once for tests, benches and small draws, or with the event loop given back between slices, so a
// draw of seconds never holds every other request for that long.

/** Runs a sliced draw to its end in one go. */
export function runAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a sliced draw to its end, giving the event loop back after each slice. */
export async function runYielding<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
