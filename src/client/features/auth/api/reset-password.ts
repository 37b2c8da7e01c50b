import { useMutation } from "@tanstack/react-query";
import type { PasswordResetRequestBody, ResetPasswordBody } from "@shared/api/auth";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

type Message = { message: string };

/** "Forgot password?": asks for a reset link; the answer is the same whether or not an account has the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (body: PasswordResetRequestBody) => (await apiRequest(routes.auth.requestPasswordReset, body)).json() as Promise<Message>,
  });
}

/** Sets the new password with the token from the e-mailed link. Nothing cached changes: the player signs in next. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await apiRequest(routes.auth.resetPassword, body)).json() as Promise<Message>,
  });
}
