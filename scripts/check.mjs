// `npm run check`, what CI runs: the static checks and the unit tests in one lane, the end-to-end suite in
// another, at once. The browser suite mostly waits on the simulated clock (a kick-off, a goal), using well
// under a core of the two, so the other lane fills the idle one instead of running after it (docs/decisions.md,
// CI time). Each lane stops at its first failure, the other runs to its end, and the exit code is the worse.
// Lines are prefixed with their lane so the two streams read apart in one log.
import { spawn } from "node:child_process";

const lanes = {
  unit: ["npm run typecheck", "npm run lint", "npm run format:check", "npm run test:unit"],
  e2e: ["npm run test:e2e"],
};

function run(lane, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`[${lane}] $ ${command}`);
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) console.log(`[${lane}] ${line}`);
      });
      stream.on("end", () => rest && console.log(`[${lane}] ${rest}`));
    }
    child.on("close", (code) => {
      console.log(`[${lane}] ${command}: ${code === 0 ? "ok" : `exit ${code}`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code ?? 1);
    });
  });
}

async function runLane(lane) {
  for (const command of lanes[lane]) {
    const code = await run(lane, command);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(Object.keys(lanes).map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
