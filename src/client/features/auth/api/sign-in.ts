import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SigninBody, SignupBody, User } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { userQueryKey } from "./get-user";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SigninBody) => (await apiRequest("POST", "/api/auth/signin", body)).json() as Promise<User>,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignupBody) => (await apiRequest("POST", "/api/auth/signup", body)).json() as Promise<User>,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
