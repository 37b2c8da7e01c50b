import { createScratchDatabase } from "../../src/server/testing/scratch-database";
import { startRoundRobinProxy } from "../../src/server/testing/round-robin-proxy";
import { freePort, startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";

// The end-to-end suite's server when E2E_INSTANCES is set (playwright.config.ts): that many instances
// of the built app on one fresh PostgreSQL database (TEST_DATABASE_URL's server), behind a round-robin
// balancer on PORT that sends every request and socket to the next instance, as one without sticky
// sessions would. Each instance gets the environment Playwright gives this program.
const count = Number(process.env.E2E_INSTANCES ?? 2);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("E2E_INSTANCES needs TEST_DATABASE_URL (a PostgreSQL server to make a scratch database on)");
const port = Number(process.env.PORT);

const scratch = await createScratchDatabase(adminUrl, "pl_test_e2e");
const instances: ServerProcess[] = [];
const stop = async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await scratch.drop().catch(() => {});
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());

// Each is answering before the balancer opens: Playwright starts the tests once that does.
for (let i = 0; i < count; i++) {
  const env = {
    DATABASE_URL: scratch.url,
    // The pages' origin is the balancer's, so that is the public address every instance checks against.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  instances.push(await startServerProcess(env, await freePort(), "build"));
}
await startRoundRobinProxy(
  instances.map((instance) => instance.url),
  port,
);
console.log(`${count} instances behind the round-robin balancer on port ${port}`);
