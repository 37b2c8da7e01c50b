import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";

/** Lint rules that judge resolved paths (eslint-plugin-boundaries) resolve the project's aliases with this. */
const aliasResolver = { [fileURLToPath(new URL("scripts/eslint-alias-resolver.cjs", import.meta.url))]: {} };
const serverNeverImportsClient = { regex: "(^|/)client/", message: "the server never imports client code" };

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "src/client/public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-unnecessary-condition": "error",
      // An async signature is the interface here (Fastify's async hooks, providers' Promise-returning
      // methods): a body without await still honours it.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Tests and benches read replies with .json(), which is `any` by design: the assertions check them.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS on purpose: ESLint's import resolvers are loaded with require().
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Imports flow one way (docs/decisions.md#project-and-tooling): shared imports neither side, so the contract
  // stays pure for both; the sides never import each other.
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)(server|client)/", message: "src/shared must stay pure" },
            { regex: "^(fastify|drizzle-orm|react|pg|@electric-sql)", message: "src/shared has no framework or I/O imports" },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverNeverImportsClient] }],
      // Configuration is parsed once, with zod, in config.ts: every setting is checked at start and named in one place.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "read configuration from Config (src/server/platform/config.ts)" },
      ],
    },
  },
  {
    // The server's three tiers (docs/architecture.md#the-servers-tiers): imports run platform ← capabilities ← game,
    // never back up. app.ts, serve.ts and main.ts compose them all; testing/ and cli/ may use anything, and nothing ships
    // importing them. Tests sit beside the code they test and may reach any tier to build an app.
    files: ["src/server/**"],
    ignores: ["src/server/**/*.test.ts", "src/server/testing/**", "src/server/cli/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": aliasResolver,
      "boundaries/elements": [
        { type: "platform", pattern: "src/server/platform" },
        { type: "game", pattern: "src/server/game" },
        { type: "testing", pattern: "src/server/testing" },
        { type: "cli", pattern: "src/server/cli" },
        { type: "capability", pattern: "src/server/*", capture: ["capability"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          message: "the server's imports run platform ← capabilities ← game, never back up (docs/architecture.md)",
          policies: [
            { from: { element: { type: "platform" } }, disallow: { to: { element: { type: ["capability", "game"] } } } },
            { from: { element: { type: "capability" } }, disallow: { to: { element: { type: "game" } } } },
          ],
        },
      ],
      // app.ts, serve.ts and main.ts are files, which boundaries' elements do not name, and testing/ and cli/ are off limits to
      // every shipped file whatever its tier: patterns say both.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverNeverImportsClient,
            {
              regex: "^(\\.\\./)+(app|main|serve)(\\.ts)?$",
              message: "app.ts, main.ts and serve.ts compose the server: nothing they build imports them",
            },
            { regex: "(^|/)(testing|cli)/", message: "the shipped server never imports test kits or command-line tools" },
          ],
        },
      ],
    },
  },
  {
    // The one way in from the server to the client: rendering pages loads the client's server entry.
    files: ["src/server/platform/http/server-render.ts", "src/server/platform/http/server-render.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/server/platform/config.ts", "src/server/testing/**", "src/server/**/*.test.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["src/client/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)server/", message: "the client never imports server code" }] }],
    },
  },
  {
    // Client feature folders do not import each other, and components/, lib/ and hooks/ import no
    // feature (docs/decisions.md#client). Judged on resolved paths: an alias or an extra ../ names the same file.
    files: ["src/client/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": aliasResolver,
      "boundaries/elements": [
        // A feature's catalogues are the language packs' too (src/client/lib/i18n/packs, docs/decisions.md#languages).
        { type: "catalogue", pattern: "src/client/features/*/messages" },
        { type: "feature", pattern: "src/client/features/*", capture: ["feature"] },
        { type: "common", pattern: ["src/client/components", "src/client/lib", "src/client/hooks"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { type: "feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
            },
            { from: { element: { type: "common" } }, disallow: { to: { element: { type: "feature" } } } },
          ],
        },
      ],
    },
  },
);
