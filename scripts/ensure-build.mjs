// `npm start` serves the built client and builds it only when no build exists (DESIGN §2).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../dist/client/index.html", import.meta.url))) {
  console.log("No client build yet: building it once (npm run build rebuilds).");
  execSync("npx vite build --logLevel warn", { stdio: "inherit" });
}
