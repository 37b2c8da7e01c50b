import { describe, expect, it } from "vitest";
import { importRuleErrors } from "../../scripts/import-rule-lint";

// The import rule (docs/decisions.md#client) works on resolved paths (eslint.config.js, eslint-plugin-boundaries):
// these lint a file's text as if it sat at a real place in the client, and show the rule fires
// whichever way the other feature is named.
const boundaryErrors = (file: string, code: string) => importRuleErrors(file, code, new Set(["boundaries/dependencies"]));

const use = "\nexport const used = [x];\n";

describe("client import boundaries", () => {
  it("refuse a feature importing another feature, by a relative path or by the alias", async () => {
    const file = "src/client/features/matches/api/get-matches.ts";
    expect(await boundaryErrors(file, `import { useSignIn as x } from "../../auth/api/sign-in";${use}`)).toHaveLength(1);
    expect(await boundaryErrors(file, `import { useSignIn as x } from "@client/features/auth/api/sign-in";${use}`)).toHaveLength(1);
    expect(await boundaryErrors(file, `import { useSignIn as x } from "../../../features/auth/api/sign-in";${use}`)).toHaveLength(1);
  });

  it("let a feature import itself, lib/ and components/", async () => {
    const file = "src/client/features/matches/api/get-matches.ts";
    expect(await boundaryErrors(file, `import { matchesQueryOptions as x } from "@client/features/matches/api/get-matches";${use}`)).toEqual([]);
    expect(await boundaryErrors(file, `import { apiRequest as x } from "../../../lib/api";${use}`)).toEqual([]);
  });

  it("refuse components/, lib/ and hooks/ importing any feature", async () => {
    for (const file of ["src/client/components/ui/button.tsx", "src/client/lib/format.ts", "src/client/hooks/use-theme.ts"]) {
      expect(
        await boundaryErrors(file, `import { matchesQueryOptions as x } from "@client/features/matches/api/get-matches";${use}`),
        file,
      ).toHaveLength(1);
    }
  });
});
