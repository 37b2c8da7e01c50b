import { MailCheck } from "lucide-react";
import type { User } from "@shared/api/auth";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useProviders } from "../api/get-providers";
import { useSendConfirmation } from "../api/verify-email";
import { useT } from "@client/lib/i18n/area";
import { rich } from "@client/lib/i18n/rich";
import { authArea } from "../messages";

/**
 * Asks a player whose e-mail is unproven to confirm it by a link, when the server can send mail.
 * Nothing shows for a confirmed address, an account without one, or a server without mail.
 */
export function EmailConfirmation({ user }: { user: Pick<User, "email" | "emailVerified"> }) {
  const { data: providers } = useProviders();
  const send = useSendConfirmation();
  const t = useT(authArea);
  if (!user.email || user.emailVerified || !providers?.emailConfirmation) return null;

  const onSend = async () => {
    try {
      const { message } = await send.mutateAsync();
      toast({ title: t("checkInbox"), description: message });
    } catch (error) {
      toast({ title: t("sendFailed"), description: errorMessage(error, t("tryAgain")), variant: "destructive" });
    }
  };

  return (
    <section
      aria-labelledby="email-confirmation-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="email-confirmation"
    >
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <h2 id="email-confirmation-heading" className="font-semibold">
            {t("confirm.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {rich(t("confirm.body", { email: user.email }), [(email) => <strong className="break-all">{email}</strong>])}
          </p>
        </div>
      </div>
      <Button type="button" onClick={() => void onSend()} disabled={send.isPending || send.isSuccess}>
        {send.isPending ? t("sending") : send.isSuccess ? t("confirm.sent") : t("confirm.send")}
      </Button>
    </section>
  );
}
