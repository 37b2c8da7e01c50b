import { useState, type FormEvent } from "react";
import { MINIMUM_AGE } from "@shared/constants";
import { TextField } from "../../../components/ui/text-field";
import { leagueInviteForSignUp } from "../../../lib/league-invite-sign-up";
import { useSignUp } from "../api/sign-in";
import { FormEnd } from "./form-end";

export function SignUpForm({ referralCode, onDone }: { referralCode: string | undefined; onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const signUp = useSignUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const leagueInvite = leagueInviteForSignUp();
    signUp.mutate(
      { email, username, password, ageConfirmed: true, ...(referralCode ? { referralCode } : {}), ...(leagueInvite ? { leagueInvite } : {}) },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Create account">
      <TextField label="E-mail" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Username"
        autoComplete="username"
        required
        minLength={3}
        maxLength={20}
        pattern="[A-Za-z0-9_\-]{3,20}"
        hint="3-20 letters, digits, _ or -"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters, not a common password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label className="flex min-h-11 items-center gap-3 text-left text-sm">
        <input
          type="checkbox"
          required
          checked={ageConfirmed}
          onChange={(e) => setAgeConfirmed(e.target.checked)}
          className="size-5 accent-[var(--primary)]"
        />
        I am {MINIMUM_AGE} or older and understand that credits are play money with no real-world value.
      </label>
      {referralCode && <p className="text-sm text-accent">Referral code {referralCode} will be applied: +₡5,000 on joining.</p>}
      <FormEnd
        error={signUp.error}
        errorFallback="Could not create the account"
        busy={signUp.isPending}
        disabled={!ageConfirmed}
        label="Create account"
        busyLabel="Creating account..."
      />
    </form>
  );
}
