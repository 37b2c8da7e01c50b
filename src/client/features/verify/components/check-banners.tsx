import { CheckCircle2, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";

/** The outcome of a check, passed (a status) or failed (an alert). */
export function VerdictBanner({ ok, testId, children }: { ok: boolean; testId: string; children: ReactNode }) {
  const Icon = ok ? CheckCircle2 : ShieldAlert;
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`flex items-center gap-3 rounded-xl border bg-card p-4 text-lg font-semibold ${ok ? "border-chatgpt" : "border-destructive"}`}
      data-testid={testId}
    >
      <Icon className={`size-6 shrink-0 ${ok ? "text-chatgpt" : "text-destructive"}`} aria-hidden />
      {children}
    </p>
  );
}

/** crypto.subtle exists only on secure origins (https or localhost). */
export function CryptoUnsupported() {
  return (
    <p role="alert" className="rounded-xl border border-destructive p-4">
      This browser cannot compute SHA-256 here: Web Crypto needs a secure (https) connection.
    </p>
  );
}

/** A check that could not read what it checks: the server's reason, and a way to try again. */
export function CheckUnreadable({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-destructive p-4 text-destructive">
      <p>
        Could not {what}: {errorMessage(error, "Something went wrong")}
      </p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
