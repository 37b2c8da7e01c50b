import { useState } from "react";
import { Link, useParams } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { useT } from "../lib/i18n/area";
import { playerCardArea } from "./messages/player-card";

/** /u/{username}: a player's public achievement card, as the server renders it for share previews. */
export default function PlayerCardPage() {
  const { username = "" } = useParams<{ username: string }>();
  // An unknown player and one who keeps their card private look the same: no card.
  const [missing, setMissing] = useState(false);
  const t = useT(playerCardArea);
  return (
    <PlayerLayout>
      <section className="mx-auto grid max-w-3xl gap-6 text-center">
        <h1 className="font-display text-3xl font-bold">{t("title", { username })}</h1>
        {missing ? (
          <p className="rounded-2xl border border-border bg-card p-8 text-muted-foreground" data-testid="card-unavailable">
            {t("none")}
          </p>
        ) : (
          <img
            src={`/og/u/${encodeURIComponent(username)}.png`}
            alt={t("alt", { username })}
            width={1200}
            height={630}
            onError={() => setMissing(true)}
            className="h-auto w-full rounded-2xl border border-border"
          />
        )}
        <p className="text-muted-foreground">{t("pitch")}</p>
        <Link href="/" className={buttonVariants({ className: "mx-auto" })}>
          {t("back")}
        </Link>
      </section>
    </PlayerLayout>
  );
}
