import { useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useApplyReferral } from "../api/apply-referral";

/** 'Enter Referral Code': applies a friend's code once (docs/rules.md#referrals). */
export function EnterCodeTab({ onApplied }: { onApplied: () => void }) {
  const [code, setCode] = useState("");
  const apply = useApplyReferral();
  const applying = apply.isPending;

  const submit = () => {
    if (applying) return;
    if (!code.trim()) {
      toast({ title: "Invalid Code", description: "Please enter a referral code", variant: "destructive" });
      return;
    }
    apply.mutate(code, {
      onSuccess: ({ message }) => {
        toast({ title: "Success!", description: message });
        setCode("");
        onApplied();
      },
      onError: (error) => {
        toast({ title: "Failed to apply referral", description: errorMessage(error, "Please check the code and try again"), variant: "destructive" });
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
      <p className="text-sm text-muted-foreground">Got a code from a friend? Enter it and you both receive the joining bonus.</p>
      <TextField
        label="Referral code"
        placeholder="PROPHET-XXXXXX"
        hint="Format: PROPHET-XXXXXX (6 characters)"
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
        {applying ? "Applying..." : "Apply Referral Code"}
      </Button>
    </div>
  );
}
