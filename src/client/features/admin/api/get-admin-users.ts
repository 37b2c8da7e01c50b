import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUsers } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/users: user counts, top 10 lists (with e-mails) and sign-ups per day. Admins only. */
export const adminUsersQueryOptions = queryOptions<AdminUsers>({ queryKey: queryKey(routes.admin.users), refetchOnMount: "always" });

/** Only made once the admin check said yes (docs/rules.md#page-admin). */
export function useAdminUsers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminUsersQueryOptions, enabled });
}
