import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { errorMessage } from "../../../lib/api";
import { useSignIn } from "../api/sign-in";

export function SignInForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      <TextField label="E-mail" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {signIn.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(signIn.error, "Could not sign in")}
        </p>
      )}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
