import { useState, type FormEvent } from "react";
import { PASSWORD_LENGTH } from "@shared/account-rules";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { errorMessage, isApiError } from "../../../lib/api";
import { useResetPassword } from "../api/reset-password";
import { useFieldErrors } from "../hooks/use-field-errors";
import { FormEnd } from "./form-end";
import { CHECK_VALUES, confirmationProblem, newPasswordProblem } from "../lib/account-checks";
import { rememberPlayer } from "../../../lib/known-player";
import { useT } from "@client/lib/i18n/area";
import { authArea } from "../messages";

/** Refusals of the link itself (unknown 404, moved address 409, spent or expired 410): a new link is the way on. */
const LINK_REFUSALS = new Set([404, 409, 410]);

/** A link that cannot set a password, and the way to a new one. */
export function DeadResetLink({ message }: { message: string }) {
  const t = useT(authArea);
  return (
    <div className="grid gap-4" data-testid="reset-link-refused">
      <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
        {message}
      </p>
      <Link href="/forgot-password" className={buttonVariants()}>
        {t("reset.newLink")}
      </Link>
    </div>
  );
}

/** The page an e-mailed reset link opens: a new password, twice. Posting it spends the link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const reset = useResetPassword();
  const { errors, show, recheck, formRef } = useFieldErrors<"password" | "confirmation">();
  const t = useT(authArea);
  const passwordProblem = (value: string) => {
    const id = newPasswordProblem(value);
    return id && t(id, CHECK_VALUES);
  };
  const confirmProblem = (value: string, again: string) => {
    const id = confirmationProblem(value, again);
    return id && t(id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!show({ password: passwordProblem(password), confirmation: confirmProblem(password, confirmation) })) return;
    reset.mutate(
      { token, password },
      // With a well-formed token, a 400 is about the password (a common one): it goes under the field.
      {
        // The account is this browser's now: its sign-in screen opens on "Sign in".
        onSuccess: () => rememberPlayer(),
        onError: (error) => void (isApiError(error, 400) && show({ password: errorMessage(error, t("reset.otherPassword")) })),
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <div role="status" className="grid gap-4" data-testid="password-reset-done">
        <p className="text-lg font-semibold text-success">{t("reset.changed")}</p>
        <p>{reset.data.message}</p>
        <Link href="/api/login" className={buttonVariants()}>
          {t("signIn")}
        </Link>
      </div>
    );
  }
  if (isApiError(reset.error) && LINK_REFUSALS.has(reset.error.status)) {
    return <DeadResetLink message={errorMessage(reset.error, t("reset.linkFailed"))} />;
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label={t("reset.form")}>
      <TextField
        name="password"
        label={t("reset.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint", { min: PASSWORD_LENGTH.min })}
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          recheck("password", passwordProblem(e.target.value));
          recheck("confirmation", confirmProblem(e.target.value, confirmation));
        }}
      />
      <TextField
        name="confirmation"
        label={t("reset.confirm")}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value);
          recheck("confirmation", confirmProblem(password, e.target.value));
        }}
      />
      <FormEnd
        error={isApiError(reset.error, 400) ? null : reset.error}
        errorFallback={t("reset.failed")}
        busy={reset.isPending}
        label={t("reset.submit")}
        busyLabel={t("saving")}
      />
    </form>
  );
}
