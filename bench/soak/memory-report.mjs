// Preload for the soak's server: every 10 s, one log line with the process's memory split into the
// JavaScript heap, memory outside it (PGlite's WebAssembly memory counts as external) and RSS.
const mb = (n) => Math.round(n / 1048576);
setInterval(() => {
  const m = process.memoryUsage();
  console.error(JSON.stringify({ soakMemory: { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external) } }));
}, 10_000).unref();
