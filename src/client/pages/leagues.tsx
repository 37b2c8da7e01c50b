import { ChevronRight, Trophy } from "lucide-react";
import { Link } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { Panel } from "../components/ui/panel";
import { errorMessage } from "../lib/api";
import { useMyLeagues } from "../features/leagues/api/get-leagues";
import { CreateLeagueForm, JoinLeagueForm } from "../features/leagues/components/league-forms";
import { seasonYears } from "@shared/season";
import { useT } from "../lib/i18n/area";
import { leaguesPageArea } from "./messages/leagues";

/** /leagues: the player's private leagues, and the ways to make or join one. */
export default function LeaguesPage() {
  const t = useT(leaguesPageArea);
  const query = useMyLeagues();
  const leagues = query.data;
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <section className="text-center">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("intro")}</p>
        </section>
        <Panel
          title={t("mine")}
          icon={Trophy}
          tone="text-accent"
          testId="my-leagues"
          query={query}
          loading={t("loading")}
          failed={errorMessage(query.error, t("failed"))}
          empty={leagues?.length === 0 ? t("empty") : null}
        >
          {leagues && (
            <ul className="mt-3 grid gap-2">
              {leagues.map((l) => (
                <li key={l.id}>
                  <Link
                    href={`/leagues/${l.id}`}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 hover:bg-muted"
                  >
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-semibold wrap-break-word">{l.name}</span>
                      <span className="text-sm" data-testid="my-league-week">
                        {t("week", { rank: l.week.rank, count: l.memberCount, points: l.week.points, shown: String(l.week.points) })}
                      </span>
                      {l.champions && (
                        <span className="flex items-center gap-1 text-sm" data-testid="my-league-champions">
                          <Trophy className="size-3.5 shrink-0 text-accent" aria-hidden />
                          <span className="min-w-0 wrap-break-word">
                            {t("champions", {
                              count: l.champions.usernames.length,
                              years: seasonYears(l.champions.from),
                              names: l.champions.usernames.join(", "),
                            })}
                          </span>
                        </span>
                      )}
                      <span className="text-xs text-muted-foreground">
                        {t(l.isOwner ? "membersOwner" : "members", { count: l.memberCount, shown: String(l.memberCount) })}
                      </span>
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="grid gap-6 sm:grid-cols-2">
          <section className="rounded-2xl border border-border bg-card p-5">
            <h2 className="mb-3 font-display text-lg font-bold">{t("create")}</h2>
            <CreateLeagueForm />
          </section>
          <section className="rounded-2xl border border-border bg-card p-5">
            <h2 className="mb-3 font-display text-lg font-bold">{t("join")}</h2>
            <JoinLeagueForm />
          </section>
        </div>
      </div>
    </PlayerLayout>
  );
}
