// End-to-end tests and benches drive Debian's Chromium; nothing downloads a browser of its own. The tests run on its
// headless shell, the browser without a window's compositor that Playwright itself picks for headless runs: the
// same Blink at about two thirds of the CPU (docs/decisions.md, CI time). The benches measure the full browser a
// player has.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const PACKAGES = { "/usr/bin/chromium": "chromium", "/usr/bin/chromium-headless-shell": "chromium-headless-shell" };
const missing = Object.entries(PACKAGES)
  .filter(([binary]) => !existsSync(binary))
  .map(([, name]) => name);
if (missing.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit" });
  } else {
    console.error(`End-to-end tests need Debian's Chromium and its headless shell: run  sudo apt-get install ${missing.join(" ")}`);
    process.exit(1);
  }
}
