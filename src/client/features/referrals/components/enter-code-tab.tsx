import { useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useApplyReferral } from "../api/apply-referral";
import { useT } from "@client/lib/i18n/area";
import { referralsArea } from "../messages";

/** 'Enter Referral Code': applies a friend's code once (docs/rules.md#referrals). */
export function EnterCodeTab({ onApplied }: { onApplied: () => void }) {
  const [code, setCode] = useState("");
  const apply = useApplyReferral();
  const t = useT(referralsArea);
  const applying = apply.isPending;

  const submit = () => {
    if (applying) return;
    if (!code.trim()) {
      toast({ title: t("enter.invalid"), description: t("enter.empty"), variant: "destructive" });
      return;
    }
    apply.mutate(code, {
      onSuccess: ({ message }) => {
        toast({ title: t("enter.success"), description: message });
        setCode("");
        onApplied();
      },
      onError: (error) => {
        toast({ title: t("enter.failed"), description: errorMessage(error, t("enter.checkCode")), variant: "destructive" });
      },
    });
  };

  // Enter submits even when the button is disabled, so a whitespace-only code still gets its toast.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    submit();
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("enter.lead")}</p>
      <TextField
        label={t("enter.label")}
        placeholder="PROPHET-XXXXXX"
        hint={t("enter.hint")}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        onKeyDown={onKeyDown}
        disabled={applying}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="font-mono uppercase"
      />
      <Button onClick={submit} disabled={applying || !code.trim()}>
        {applying ? t("enter.busy") : t("enter.submit")}
      </Button>
    </div>
  );
}
