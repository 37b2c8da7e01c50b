import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { errorMessage, errorStatus } from "../../../lib/api";
import { useRequestPasswordReset } from "../api/reset-password";
import { useFieldErrors } from "../hooks/use-field-errors";
import { FormEnd } from "./form-end";
import { emailProblem } from "../lib/account-checks";

/**
 * "Forgot password?": asks for a reset link. The reply reads the same whether or not an account has
 * the address, so this form shows it as it comes.
 */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const request = useRequestPasswordReset();
  const { errors, show, recheck, formRef } = useFieldErrors<"email">();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!show({ email: emailProblem(email) })) return;
    request.mutate(
      { email: email.trim() },
      // A 400 is about the address (the server's own check of it): it goes under the field.
      { onError: (error) => void (errorStatus(error) === 400 && show({ email: errorMessage(error, "Enter a valid e-mail address") })) },
    );
  };

  if (request.isSuccess) {
    return (
      <div role="status" className="grid gap-4" data-testid="reset-requested">
        <p className="text-lg font-semibold">Check your inbox</p>
        <p className="break-words">{request.data.message}</p>
        <p className="text-sm text-muted-foreground">Nothing after a few minutes? Look in your spam folder, or send another link.</p>
        <Button variant="outline" onClick={() => request.reset()}>
          Send another link
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label="Reset your password">
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          recheck("email", emailProblem(e.target.value));
        }}
      />
      <FormEnd
        error={errorStatus(request.error) === 400 ? null : request.error}
        errorFallback="Could not send the link"
        busy={request.isPending}
        label="Send reset link"
        busyLabel="Sending..."
      />
    </form>
  );
}
