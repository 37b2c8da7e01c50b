import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A built client in miniature, for tests of the server-rendered pages: index.html as the build writes
 * it (the sign-in check's preload, the #root placeholder and its end mark). Returns its directory and
 * a function that removes it.
 */
export function miniClient(): { clientDir: string; remove: () => void } {
  const clientDir = mkdtempSync(path.join(tmpdir(), "pl-render-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    `<!doctype html>
<html lang="en" class="dark">
  <head>
    <title>The Prophecy League</title>
    <!-- The sign-in check decides which page shows: fetched alongside the scripts, not after them. -->
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" data-sign-in-check />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div role="status">Loading...</div><!-- /root --></div>
  </body>
</html>`,
  );
  return {
    clientDir,
    remove: () => rmSync(clientDir, { recursive: true, force: true }),
  };
}
