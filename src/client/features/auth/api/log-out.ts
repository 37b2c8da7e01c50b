import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { userQueryKey } from "@client/lib/signed-in-user";
import { routes } from "@shared/api/routes";

/** POST /api/logout: ends this browser's session; every cached read belonged to the player. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest(routes.auth.logout);
    },
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
  });
}
