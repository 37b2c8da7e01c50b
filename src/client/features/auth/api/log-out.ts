import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { signedOut } from "@client/lib/domain-events";
import { routes } from "@shared/api/routes";

/** POST /api/logout: ends this browser's session (signedOut). */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest(routes.auth.logout);
    },
    onSuccess: () => signedOut(queryClient),
  });
}
