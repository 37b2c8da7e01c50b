import { buttonVariants } from "../../../components/ui/button";
import { leagueInviteForSignUp } from "../../../lib/league-invite-sign-up";
import { useProviders } from "../api/get-providers";
import { routes, urlOf } from "@shared/api/routes";
import { useT } from "@client/lib/i18n/area";
import { authArea } from "../messages";

const names: Record<string, string> = { x: "X", google: "Google", github: "GitHub" };

/** One button per configured outside provider; none when only local accounts exist. */
export function ProviderButtons({ referralCode }: { referralCode?: string | undefined }) {
  const { data } = useProviders();
  const t = useT(authArea);
  if (!data?.providers.length) return null;
  // A pending ?ref= code and league invite ride through the provider, as through the sign-up form.
  const query = new URLSearchParams();
  if (referralCode) query.set("ref", referralCode);
  const invite = leagueInviteForSignUp();
  if (invite) query.set("invite", invite);
  const suffix = query.size > 0 ? `?${query.toString()}` : "";
  return (
    <div className="grid gap-2" data-testid="provider-buttons">
      {data.providers.map((p) => (
        <a key={p.id} href={`${urlOf(routes.auth.providerLogin, { provider: p.id })}${suffix}`} className={buttonVariants({ variant: "outline" })}>
          {t("provider.signInWith", { provider: names[p.id] ?? p.name })}
        </a>
      ))}
    </div>
  );
}
