import { useMutation } from "@tanstack/react-query";
import type { PasswordResetRequestBody, ResetPasswordBody } from "@shared/api/auth";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

/** "Forgot password?": asks for a reset link; the answer is the same whether or not an account has the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => apiRequest(routes.auth.requestPasswordReset, { body }),
  });
}

/** Sets the new password with the token from the e-mailed link. Nothing cached changes: the player signs in next. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiRequest(routes.auth.resetPassword, { body }),
  });
}
