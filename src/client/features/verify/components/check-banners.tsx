import { CheckCircle2, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { useT } from "../../../lib/i18n/area";
import { verifyArea } from "../messages";

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
  const t = useT(verifyArea);
  return (
    <p role="alert" className="rounded-xl border border-destructive p-4">
      {t("cryptoUnsupported")}
    </p>
  );
}

/** A check that could not read what it checks: the server's reason, and a way to try again. */
export function CheckUnreadable({ what, error, retry }: { what: "check" | "load"; error: unknown; retry: () => void }) {
  const t = useT(verifyArea);
  const reason = errorMessage(error, t("unreadable.fallback"));
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-destructive p-4 text-destructive">
      <p>{what === "check" ? t("unreadable.check", { reason }) : t("unreadable.load", { reason })}</p>
      <Button variant="outline" onClick={retry}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}
