import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { createScratchDatabase } from "../../src/server/testing/scratch-database";
import { startRoundRobinProxy } from "../../src/server/testing/round-robin-proxy";

// The end-to-end suite's server when E2E_INSTANCES is set (playwright.config.ts): that many instances
// of the built app on one fresh PostgreSQL database (TEST_DATABASE_URL's server), behind a round-robin
// balancer on PORT that sends every request and socket to the next instance, as one without sticky
// sessions would. Each instance gets the environment Playwright gives this program.
const count = Number(process.env.E2E_INSTANCES ?? 2);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("E2E_INSTANCES needs TEST_DATABASE_URL (a PostgreSQL server to make a scratch database on)");
const port = Number(process.env.PORT);

const scratch = await createScratchDatabase(adminUrl, "pl_test_e2e");
const children: ChildProcess[] = [];
const stop = async () => {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  await scratch.drop().catch(() => {});
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

const targets: string[] = [];
for (let i = 0; i < count; i++) {
  const instancePort = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    // The pages' origin is the balancer's, so that is the public address every instance checks against.
    env: { ...process.env, PORT: String(instancePort), DATABASE_URL: scratch.url, PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: "inherit",
  });
  children.push(child);
  targets.push(`http://127.0.0.1:${instancePort}`);
}
// Every instance must answer before the balancer opens: Playwright starts the tests once it does.
for (const target of targets) {
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${target}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error(`${target} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
await startRoundRobinProxy(targets, port);
console.log(`${count} instances behind the round-robin balancer on port ${port}`);
