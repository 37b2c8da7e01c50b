import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { errorMessage, isApiError } from "../../../lib/api";
import { useRequestPasswordReset } from "../api/reset-password";
import { useFieldErrors } from "../hooks/use-field-errors";
import { FormEnd } from "./form-end";
import { emailProblem } from "../lib/account-checks";
import { useT } from "@client/lib/i18n/area";
import { authArea } from "../messages";

/**
 * "Forgot password?": asks for a reset link. The reply reads the same whether or not an account has
 * the address, so this form shows it as it comes.
 */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const request = useRequestPasswordReset();
  const { errors, show, recheck, formRef } = useFieldErrors<"email">();
  const t = useT(authArea);
  const problem = (value: string) => {
    const id = emailProblem(value);
    return id && t(id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!show({ email: problem(email) })) return;
    request.mutate(
      { email: email.trim() },
      // A 400 is about the address (the server's own check of it): it goes under the field.
      { onError: (error) => void (isApiError(error, 400) && show({ email: errorMessage(error, t("forgot.invalidEmail")) })) },
    );
  };

  if (request.isSuccess) {
    return (
      <div role="status" className="grid gap-4" data-testid="reset-requested">
        <p className="text-lg font-semibold">{t("checkInbox")}</p>
        <p className="break-words">{request.data.message}</p>
        <p className="text-sm text-muted-foreground">{t("forgot.nothing")}</p>
        <Button variant="outline" onClick={() => request.reset()}>
          {t("forgot.sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label={t("forgot.form")}>
      <TextField
        name="email"
        label={t("email")}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          recheck("email", problem(e.target.value));
        }}
      />
      <FormEnd
        error={isApiError(request.error, 400) ? null : request.error}
        errorFallback={t("sendFailed")}
        busy={request.isPending}
        label={t("forgot.submit")}
        busyLabel={t("sending")}
      />
    </form>
  );
}
