import * as Tabs from "@radix-ui/react-tabs";
import { useLocation, useSearch } from "wouter";
import { PRODUCT_NAME } from "@shared/constants";
import { AuthPage, authCardClass } from "../features/auth/components/auth-page";
import { ProviderButtons } from "../features/auth/components/provider-buttons";
import { SignInForm } from "../features/auth/components/sign-in-form";
import { SignUpForm } from "../features/auth/components/sign-up-form";
import { isKnownPlayer } from "../lib/known-player";
import { clearPendingReferral, pendingReferral } from "../lib/pending-referral";
import { useT } from "../lib/i18n/area";
import { signInArea } from "./messages/sign-in";

const providerErrors: Record<string, "cancelled"> = {
  access_denied: "cancelled",
};

const tabClass =
  "min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold text-muted-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground";

/** /api/login: local sign-in and sign-up, plus the configured outside providers (docs/rules.md#page-sign-in). */
export default function SignInPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const referralCode = params.get("ref") ?? pendingReferral();
  const error = params.get("error");
  const t = useT(signInArea);

  const done = () => {
    // The reads were made stale by signedIn, as the sign-in or sign-up landed (features/auth/api/sign-in.ts).
    clearPendingReferral();
    navigate("/", { replace: true });
  };

  return (
    <AuthPage title={t("title")} lead={t("lead", { product: PRODUCT_NAME })}>
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-destructive p-3 text-sm text-destructive">
          {t(providerErrors[error] ?? "providerFailed")}
        </p>
      )}
      <Tabs.Root
        defaultValue={!params.has("signin") && (referralCode || params.has("signup") || !isKnownPlayer()) ? "signup" : "signin"}
        className={authCardClass}
      >
        <Tabs.List className="mb-5 flex gap-2 rounded-xl bg-muted p-1" aria-label={t("tabs")}>
          <Tabs.Trigger value="signin" className={tabClass}>
            {t("signIn")}
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            {t("signUp")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm onDone={done} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm referralCode={referralCode ?? undefined} onDone={done} />
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-6">
        <ProviderButtons referralCode={referralCode ?? undefined} />
      </div>
    </AuthPage>
  );
}
