import type { QueryClient } from "@tanstack/react-query";
import type { MySeasonAnswer, SeasonOverview } from "@shared/api/season";
import { queryKey, routes } from "@shared/api/routes";
import { invalidate } from "./reads";

/** The season questions' one read (GET /api/season): every competition's questions, the player's answers and the odds. */
export const seasonKey = queryKey(routes.season.overview);

/**
 * The player answered a season question (docs/rules.md#season-questions): the reply is their answer as stored, which
 * goes straight into the question on the page. Nothing else moves: shares and the crowd's answer show from the
 * deadline, and points only once the season is scored.
 */
export function seasonAnswered(queryClient: QueryClient, questionId: number, mine: MySeasonAnswer): void {
  queryClient.setQueryData<SeasonOverview>(
    seasonKey,
    (overview) =>
      overview && {
        ...overview,
        competitions: overview.competitions.map((competition) =>
          competition.questions.some((q) => q.id === questionId)
            ? { ...competition, questions: competition.questions.map((q) => (q.id === questionId ? { ...q, mine } : q)) }
            : competition,
        ),
      },
  );
}

/**
 * A competition's deadline passed by the browser's clock, or the server refused an answer (its clock said the
 * deadline had passed): the questions are read again, sealed or about to be.
 */
export function seasonDeadlinePassed(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [seasonKey]);
}
