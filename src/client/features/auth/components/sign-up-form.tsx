import { useState, type FormEvent } from "react";
import { MINIMUM_AGE, REFERRAL_JOIN_BONUS } from "@shared/constants";
import { TextField } from "../../../components/ui/text-field";
import { leagueInviteForSignUp } from "../../../lib/league-invite-sign-up";
import { useSignUp } from "../api/sign-in";
import { FormEnd } from "./form-end";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { formatCredits } from "../../../lib/format";
import { authArea } from "../messages";

export function SignUpForm({ referralCode, onDone }: { referralCode: string | undefined; onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const signUp = useSignUp();
  const t = useT(authArea);
  const locale = useLocale();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const leagueInvite = leagueInviteForSignUp();
    signUp.mutate(
      { email, username, password, ageConfirmed: true, ...(referralCode ? { referralCode } : {}), ...(leagueInvite ? { leagueInvite } : {}) },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t("signUp.form")}>
      <TextField label={t("email")} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t("username")}
        autoComplete="username"
        required
        minLength={3}
        maxLength={20}
        pattern="[A-Za-z0-9_\-]{3,20}"
        hint={t("signUp.usernameHint")}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t("passwordHint", { min: 8 })}
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
        {t("signUp.age", { age: MINIMUM_AGE })}
      </label>
      {referralCode && (
        <p className="text-sm text-accent">{t("signUp.referral", { code: referralCode, bonus: formatCredits(REFERRAL_JOIN_BONUS, locale) })}</p>
      )}
      <FormEnd
        error={signUp.error}
        errorFallback={t("signUp.failed")}
        busy={signUp.isPending}
        disabled={!ageConfirmed}
        label={t("signUp.form")}
        busyLabel={t("signUp.busy")}
      />
    </form>
  );
}
