import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { StaticPage } from "../components/layout/static-page";
import { errorMessage } from "../lib/api";
import { useConfirmEmail } from "../features/auth/api/verify-email";
import { useT } from "../lib/i18n/area";
import { verifyEmailArea } from "./messages/verify-email";

/**
 * /verify-email?token=…: the page the confirmation e-mail links to. It posts the token once, so a
 * mail scanner that only fetches the link confirms nothing.
 */
export default function VerifyEmailPage() {
  const confirm = useConfirmEmail();
  const t = useT(verifyEmailArea);
  const started = useRef(false);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      <div role="status" aria-live="polite" className="grid gap-4" data-testid="email-confirm-result">
        {confirm.isSuccess ? (
          <p className="text-lg font-semibold text-success">{confirm.data.message}.</p>
        ) : confirm.isError ? (
          <p className="text-lg font-semibold text-destructive">{errorMessage(confirm.error, t("failed"))}.</p>
        ) : (
          <Spinner label={t("confirming")} />
        )}
        {!confirm.isPending && (
          <p>
            <Link href="/profile" className={buttonVariants()}>
              {t("toProfile")}
            </Link>
          </p>
        )}
      </div>
    </StaticPage>
  );
}
