import { useSearch } from "wouter";
import { LINK_TOKEN_PATTERN } from "@shared/account-rules";
import { AuthPage, authCardClass } from "../features/auth/components/auth-page";
import { DeadResetLink, ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { useT } from "../lib/i18n/area";
import { resetPasswordArea } from "./messages/reset-password";

/**
 * /reset-password?token=…: the page the reset e-mail links to. Opening it changes nothing (a mail
 * scanner may fetch the link); posting a new password spends the link.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const t = useT(resetPasswordArea);
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <div className={authCardClass}>
        {LINK_TOKEN_PATTERN.test(token) ? <ResetPasswordForm token={token} /> : <DeadResetLink message={t("broken")} />}
      </div>
    </AuthPage>
  );
}
