import { PlayerLayout } from "../components/layout/player-layout";
import { Spinner } from "../components/ui/spinner";
import { WhenLoaded } from "../components/ui/when-loaded";
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
      <WhenLoaded look="section" query={check} loading="Checking..." failed="Your access could not be checked.">
        {check.data?.isAdmin ? <AdminDashboard isAdmin={check.data.isAdmin} /> : <AccessDenied />}
      </WhenLoaded>
    </PlayerLayout>
  );
}
