import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { TextField } from "../../../components/ui/text-field";
import { useSignIn } from "../api/sign-in";
import { FormEnd } from "./form-end";
import { useT } from "@client/lib/i18n/area";
import { authArea } from "../messages";

export function SignInForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const t = useT(authArea);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t("signIn")}>
      <TextField label={t("email")} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {/* The typed address rides along in the history entry, not the URL (pages/forgot-password.tsx). */}
      <Link
        href="/forgot-password"
        state={{ email }}
        className="-mt-2 inline-flex min-h-11 items-center justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("signIn.forgot")}
      </Link>
      <FormEnd error={signIn.error} errorFallback={t("signIn.failed")} busy={signIn.isPending} label={t("signIn")} busyLabel={t("signIn.busy")} />
    </form>
  );
}
