import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SigninBody, SignupBody } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { followLeagueJoin } from "../../../lib/league-invite-sign-up";
import { signedIn } from "@client/lib/domain-events";
import { routes } from "@shared/api/routes";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SigninBody) => apiRequest(routes.auth.signin, { body }),
    // Not awaited: the page moves on while the reads come in.
    onSuccess: (user) => void signedIn(queryClient, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiRequest(routes.auth.signup, { body }),
    onSuccess: ({ leagueJoin, ...user }) => {
      // Where to go next is settled before the sign-in is announced, so the app's return follows it.
      followLeagueJoin(leagueJoin);
      void signedIn(queryClient, user);
    },
  });
}
