// Preload for `bench/soak.ts --cpu-prof DIR` (node refuses --cpu-prof in NODE_OPTIONS): profiles the
// server process from start to exit and writes DIR/server-<pid>.cpuprofile for Chrome DevTools.
import { Session } from "node:inspector";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.env.SOAK_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  // An in-thread session answers synchronously, so this works inside the exit handler.
  process.on("exit", () => {
    session.post("Profiler.stop", (err, result) => {
      if (err) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
