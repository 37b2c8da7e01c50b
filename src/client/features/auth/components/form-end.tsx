import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";

export interface FormEndProps {
  /** The server's refusal that belongs to no one field (null or undefined: none). */
  error: unknown;
  /** Said when the refusal carries no message of its own. */
  errorFallback: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Besides while busy (sign-up's age tick). */
  disabled?: boolean;
}

/** The close of an account form: the form's own refusal, if any, then its submit button. */
export function FormEnd({ error, errorFallback, busy, label, busyLabel, disabled = false }: FormEndProps) {
  return (
    <>
      {error !== null && error !== undefined && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, errorFallback)}
        </p>
      )}
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
