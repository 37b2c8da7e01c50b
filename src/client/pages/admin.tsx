import { PlayerLayout } from "../components/layout/player-layout";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { AccessDenied, LoginRequired } from "../features/admin/components/admin-access";
import { AdminDashboard } from "../features/admin/components/admin-dashboard";
import { useAdminCheck } from "../features/admin/api/get-admin-check";
import { useAuth } from "@client/lib/signed-in-user";

/**
 * The admin dashboard (docs/rules.md#page-admin), states in order: login required, checking, Access Denied, analytics.
 * The server refuses the admin reads to non-admins anyway (403); the page only asks once the check says yes.
 */
export default function AdminPage() {
  const { user, isLoading } = useAuth();
  const check = useAdminCheck({ enabled: !!user });

  if (isLoading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (!user) return <LoginRequired />;
  return (
    <PlayerLayout>
      {check.isLoading ? (
        <Spinner label="Checking..." />
      ) : check.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-16 text-center">
          <p className="text-destructive">Your access could not be checked.</p>
          <Button variant="outline" onClick={() => void check.refetch()} disabled={check.isFetching}>
            Try again
          </Button>
        </div>
      ) : check.data?.isAdmin ? (
        <AdminDashboard isAdmin={check.data.isAdmin} />
      ) : (
        <AccessDenied />
      )}
    </PlayerLayout>
  );
}
