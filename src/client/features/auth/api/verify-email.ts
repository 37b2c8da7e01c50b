import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmEmailBody } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { emailConfirmed } from "@client/lib/domain-events";
import { routes } from "@shared/api/routes";

type Message = { message: string };

/** Sends the signed-in player a link that confirms their e-mail address. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: async () => (await apiRequest(routes.auth.sendConfirmation)).json() as Promise<Message>,
  });
}

/** Confirms the address with the token from the link (emailConfirmed). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConfirmEmailBody) => (await apiRequest(routes.auth.confirmEmail, body)).json() as Promise<Message>,
    onSuccess: () => emailConfirmed(queryClient),
  });
}
