import { MessageCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useSearch } from "wouter";
import type { League, LeaguePost } from "@shared/api/leagues";
import { asksForBanter } from "@shared/banter-link";
import { LEAGUE_POST_LENGTH } from "@shared/constants";
import { LocalTime } from "../../../components/local-time";
import { PlayerName } from "../../../components/player-name";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { WhenLoaded } from "../../../components/ui/when-loaded";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useAuth } from "../../../lib/signed-in-user";
import { useDeletePost, useLeaguePosts, useWritePost } from "../api/league-posts";
import { leaguesArea } from "../messages";

/** A league's banter (docs/rules.md#banter): a box to write in, then the posts, the newest first, a page at a time. */
export function LeagueBanter({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const posts = useLeaguePosts(league.id);
  const shown = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const section = useRef<HTMLDivElement>(null);
  useScrollWhenAsked(section, posts.data !== undefined);
  return (
    <div ref={section} className="scroll-mt-20">
      <Panel title={t("banter.title")} icon={MessageCircle} tone="text-primary" testId="league-banter">
        <p className="mb-3 text-sm text-muted-foreground">{t("banter.intro")}</p>
        <PostForm leagueId={league.id} />
        {/* A failed poll keeps the posts already shown; only a first read that failed says so. */}
        <WhenLoaded
          query={{ ...posts, isError: posts.isError && shown.length === 0 }}
          loading={t("banter.loading")}
          failed={t("banter.failed")}
          empty={shown.length === 0 && t("banter.empty")}
        >
          <ol className="mt-4 grid gap-3" aria-label={t("banter.list")} data-testid="league-posts">
            {shown.map((post) => (
              <PostLine key={post.id} post={post} leagueId={league.id} />
            ))}
          </ol>
        </WhenLoaded>
        {posts.hasNextPage && (
          <Button variant="ghost" size="sm" className="mt-2" disabled={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
            {posts.isFetchingNextPage ? t("banter.loadingOlder") : t("banter.older")}
          </Button>
        )}
      </Panel>
    </div>
  );
}

/**
 * Followed from the bell's banter entry (`?show=banter`), the page scrolls to the banter once its posts are in: on a
 * phone it sits below the table and the picks. Each new such address scrolls again, as a bell click on the open page.
 */
function useScrollWhenAsked(section: RefObject<HTMLDivElement | null>, ready: boolean) {
  const search = useSearch();
  const asked = asksForBanter(search);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || !ready || done.current === search) return;
    done.current = search;
    section.current?.scrollIntoView({ block: "start" });
  }, [asked, ready, search, section]);
}

function PostForm({ leagueId }: { leagueId: number }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState("");
  const write = useWritePost(leagueId);
  const left = LEAGUE_POST_LENGTH - text.trim().length;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || left < 0 || write.isPending) return;
    write.mutate(text, {
      onSuccess: () => setText(""),
      onError: (err) => toast({ title: t("banter.notSent"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t("banter.label")}
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={LEAGUE_POST_LENGTH + 20}
        placeholder={t("banter.placeholder")}
        aria-describedby={`${id}-left`}
        onChange={(event) => setText(event.target.value)}
        // Ctrl or Cmd with Enter posts, as in the messengers people banter in; Enter alone starts a new line.
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
        }}
        className="min-h-11 resize-y rounded-lg border border-border bg-background px-3 py-2 text-base focus-visible:border-primary"
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-left`} className={cn("text-xs text-muted-foreground", left < 0 && "text-destructive")} aria-live="polite">
          {t("banter.left", { count: left, shown: formatCount(left, locale) })}
        </span>
        <Button type="submit" size="sm" disabled={!text.trim() || left < 0 || write.isPending}>
          {write.isPending ? t("banter.sending") : t("banter.send")}
        </Button>
      </div>
    </form>
  );
}

function PostLine({ post, leagueId }: { post: LeaguePost; leagueId: number }) {
  const t = useT(leaguesArea);
  const { user } = useAuth();
  const remove = useDeletePost(leagueId);
  const ask = () => {
    if (!window.confirm(t("banter.deleteConfirm"))) return;
    remove.mutate(post.id, {
      onSuccess: () => toast({ title: t("banter.deleted") }),
      onError: (err) => toast({ title: t("somethingWrong"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <li className="grid gap-1 rounded-xl bg-muted/40 p-3" data-testid="league-post">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="min-w-0 font-semibold">
          <PlayerName username={post.username} isYou={post.userId === user?.id} />
        </span>
        <span className="flex shrink-0 items-center gap-1">
          <LocalTime at={post.createdAt} withTime className="text-xs text-muted-foreground" />
          {post.canDelete && (
            <Button variant="ghost" size="sm" aria-label={t("banter.delete", { name: post.username })} disabled={remove.isPending} onClick={ask}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          )}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-sm" data-testid="league-post-text">
        {post.text}
      </p>
    </li>
  );
}
