import { Link, useLocation } from "wouter";
import { Button, buttonVariants } from "../components/ui/button";
import { StaticPage } from "../components/layout/static-page";
import { toast } from "../hooks/use-toast";
import { errorMessage } from "../lib/api";
import { displayName, useAuth } from "@client/lib/signed-in-user";
import { useLogOut } from "../features/auth/api/log-out";

/**
 * /logout: where a logout that the game itself did not start lands (a link or redirect from another
 * site). Nothing happens until the player presses the button, so no site can sign anyone out.
 */
export default function LogoutPage() {
  const { user } = useAuth();
  const logOut = useLogOut();
  const [, navigate] = useLocation();

  const onLogOut = async () => {
    try {
      await logOut.mutateAsync();
      navigate("/", { replace: true });
    } catch (error) {
      toast({ title: "Could not log out", description: errorMessage(error, "Please try again"), variant: "destructive" });
    }
  };

  if (!user) {
    return (
      <StaticPage title="You are signed out" lead="There is no session in this browser to end.">
        <p>
          <Link href="/" className={buttonVariants()}>
            Go to the home page
          </Link>
        </p>
      </StaticPage>
    );
  }
  return (
    <StaticPage title="Log out?" lead={`You are signed in as ${displayName(user)}.`}>
      <p>Another page asked to sign you out. Log out only if you meant to.</p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void onLogOut()} disabled={logOut.isPending}>
          {logOut.isPending ? "Logging out..." : "Log out"}
        </Button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Stay signed in
        </Link>
      </div>
    </StaticPage>
  );
}
