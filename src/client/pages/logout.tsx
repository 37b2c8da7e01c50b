import { Link, useLocation } from "wouter";
import { Button, buttonVariants } from "../components/ui/button";
import { StaticPage } from "../components/layout/static-page";
import { toast } from "../hooks/use-toast";
import { errorMessage } from "../lib/api";
import { displayName, useAuth } from "@client/lib/signed-in-user";
import { useLogOut } from "../features/auth/api/log-out";
import { useT } from "../lib/i18n/area";
import { logoutArea } from "./messages/logout";

/**
 * /logout: where a logout that the game itself did not start lands (a link or redirect from another
 * site). Nothing happens until the player presses the button, so no site can sign anyone out.
 */
export default function LogoutPage() {
  const { user } = useAuth();
  const logOut = useLogOut();
  const [, navigate] = useLocation();
  const t = useT(logoutArea);

  const onLogOut = async () => {
    try {
      await logOut.mutateAsync();
      navigate("/", { replace: true });
    } catch (error) {
      toast({ title: t("failed"), description: errorMessage(error, t("tryAgain")), variant: "destructive" });
    }
  };

  if (!user) {
    return (
      <StaticPage title={t("signedOut.title")} lead={t("signedOut.lead")}>
        <p>
          <Link href="/" className={buttonVariants()}>
            {t("home")}
          </Link>
        </p>
      </StaticPage>
    );
  }
  return (
    <StaticPage title={t("title")} lead={t("lead", { name: displayName(user) })}>
      <p>{t("body")}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void onLogOut()} disabled={logOut.isPending}>
          {logOut.isPending ? t("busy") : t("logOut")}
        </Button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("stay")}
        </Link>
      </div>
    </StaticPage>
  );
}
