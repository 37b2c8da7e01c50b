import { Link } from "wouter";
import { AuthPage, authCardClass } from "../features/auth/components/auth-page";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { useProviders } from "../features/auth/api/get-providers";
import { useT } from "../lib/i18n/area";
import { forgotPasswordArea } from "./messages/forgot-password";

/** The address typed on the sign-in form, carried here in the history entry (never in the URL). */
function emailFromSignIn(): string {
  const state: unknown = window.history.state;
  const email = state && typeof state === "object" && "email" in state ? state.email : undefined;
  return typeof email === "string" ? email : "";
}

/** /forgot-password: asks for a link that sets a new password (docs/decisions.md, "Password reset"). */
export default function ForgotPasswordPage() {
  const providers = useProviders();
  const t = useT(forgotPasswordArea);
  // Without mail the server cannot send a link; an admin can make one (npm run admin -- reset-link).
  const noMail = providers.data?.emailConfirmation === false;
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <div className={authCardClass}>
        {noMail ? (
          <p role="status" data-testid="reset-without-mail">
            {t("noMail")}
          </p>
        ) : (
          <ForgotPasswordForm initialEmail={emailFromSignIn()} />
        )}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/api/login?signin" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
          {t("back")}
        </Link>
      </p>
    </AuthPage>
  );
}
