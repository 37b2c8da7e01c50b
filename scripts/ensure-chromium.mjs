// End-to-end tests drive Debian's Chromium; nothing downloads a browser of its own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium for the end-to-end tests…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  } else {
    console.error(`End-to-end tests need Chromium at ${CHROMIUM}: run  sudo apt-get install chromium`);
    process.exit(1);
  }
}
