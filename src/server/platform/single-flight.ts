/**
 * `work` for a key once among the calls in flight together: a call that comes while one for its key is running shares
 * that one's promise, and a call after it settles runs afresh. For reads that several requests ask for at the same
 * instant (a page load's requests, one session cookie), where each would read and write the same rows.
 */
export function singleFlight<K, V>(work: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  return (key) => {
    let flight = running.get(key);
    if (!flight) {
      flight = work(key).finally(() => running.delete(key));
      running.set(key, flight);
    }
    return flight;
  };
}
