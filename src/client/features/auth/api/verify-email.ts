import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmEmailBody } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { emailConfirmed } from "@client/lib/domain-events";
import { routes } from "@shared/api/routes";

/** Sends the signed-in player a link that confirms their e-mail address. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: () => apiRequest(routes.auth.sendConfirmation),
  });
}

/** Confirms the address with the token from the link (emailConfirmed). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailBody) => apiRequest(routes.auth.confirmEmail, { body }),
    onSuccess: () => emailConfirmed(queryClient),
  });
}
