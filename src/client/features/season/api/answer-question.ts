import { useMutation, useQueryClient } from "@tanstack/react-query";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { seasonAnswered, seasonDeadlinePassed } from "../../../lib/domain-events";

/**
 * PUT /api/season/questions/:id/answer: the player's answer to a season question, changed as often as they like
 * until the deadline. A refusal reads the questions again: the server's clock may have sealed them.
 */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: string }) =>
      apiRequest(routes.season.answer, { params: { id: questionId }, body: { answer } }),
    onSuccess: (mine, { questionId }) => seasonAnswered(queryClient, questionId, mine),
    onError: () => seasonDeadlinePassed(queryClient),
  });
}
