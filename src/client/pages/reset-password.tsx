import { useSearch } from "wouter";
import { LINK_TOKEN_PATTERN } from "@shared/account-rules";
import { AuthPage, authCardClass } from "../features/auth/components/auth-page";
import { DeadResetLink, ResetPasswordForm } from "../features/auth/components/reset-password-form";

/**
 * /reset-password?token=…: the page the reset e-mail links to. Opening it changes nothing (a mail
 * scanner may fetch the link); posting a new password spends the link.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <AuthPage title="Choose a new password" lead="The link from your e-mail works once, within an hour of asking for it.">
      <div className={authCardClass}>
        {LINK_TOKEN_PATTERN.test(token) ? (
          <ResetPasswordForm token={token} />
        ) : (
          <DeadResetLink message="This reset link is incomplete or broken: open the whole link from the e-mail, or ask for a new one" />
        )}
      </div>
    </AuthPage>
  );
}
