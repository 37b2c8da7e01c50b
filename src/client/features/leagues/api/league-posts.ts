import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { leagueBanterSeen, leaguePostDeleted, leaguePostsKey, leaguePostWritten } from "../../../lib/domain-events";

/**
 * A league's banter, a page at a time, the newest first ("Show older" reads the page before the last one shown). Read
 * again every 30 seconds while the page is open, so a friend's post turns up without a reload.
 */
export const leaguePostsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: leaguePostsKey(id),
    queryFn: async ({ pageParam, client }) => {
      const page = await apiRequest(routes.leagues.posts, { params: { id }, query: pageParam === undefined ? {} : { before: pageParam } });
      // Reading the newest posts marked the league's banter entry in the bell read.
      if (pageParam === undefined) void leagueBanterSeen(client, id);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.posts.at(-1)?.id : undefined),
    refetchOnMount: "always",
    refetchInterval: 30_000,
  });
export const useLeaguePosts = (id: number) => useInfiniteQuery(leaguePostsQueryOptions(id));

/** Writes to the league's banter; the post the reply carries goes to the top (leaguePostWritten). */
export function useWritePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiRequest(routes.leagues.post, { params: { id }, body: { text } }),
    onSuccess: (post) => leaguePostWritten(queryClient, id, post),
  });
}

/** Deletes a post (the writer's own, or any as the owner). */
export function useDeletePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: number) => {
      await apiRequest(routes.leagues.deletePost, { params: { id, postId } });
      return postId;
    },
    onSuccess: (postId) => leaguePostDeleted(queryClient, id, postId),
  });
}
