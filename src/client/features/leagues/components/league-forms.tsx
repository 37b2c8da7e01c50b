import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { LEAGUE_NAME_LENGTH } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useCreateLeague, useJoinLeague } from "../api/league-actions";
import { useT } from "../../../lib/i18n/area";
import { leaguesArea } from "../messages";

/** Makes a league and opens it. */
export function CreateLeagueForm() {
  const t = useT(leaguesArea);
  const [name, setName] = useState("");
  const [, navigate] = useLocation();
  const create = useCreateLeague();
  const trimmed = name.trim();
  const valid = trimmed.length >= LEAGUE_NAME_LENGTH.min && trimmed.length <= LEAGUE_NAME_LENGTH.max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: (league) => {
        toast({ title: t("create.done"), description: t("create.doneText", { name: league.name, code: league.inviteCode }) });
        navigate(`/leagues/${league.id}`);
      },
      onError: (err) => toast({ title: t("create.failed"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t("create.label")} className="grid gap-3">
      <TextField
        label={t("create.name")}
        hint={t("create.hint", { min: String(LEAGUE_NAME_LENGTH.min), max: String(LEAGUE_NAME_LENGTH.max) })}
        value={name}
        maxLength={LEAGUE_NAME_LENGTH.max}
        onChange={(e) => setName(e.target.value)}
        disabled={create.isPending}
      />
      <Button type="submit" disabled={!valid || create.isPending}>
        {create.isPending ? t("create.creating") : t("create.submit")}
      </Button>
    </form>
  );
}

/** Joins a league by its invite code and opens it. */
export function JoinLeagueForm({ initialCode = "" }: { initialCode?: string }) {
  const t = useT(leaguesArea);
  const [code, setCode] = useState(initialCode);
  const [, navigate] = useLocation();
  const join = useJoinLeague();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || join.isPending) return;
    join.mutate(code.trim(), {
      onSuccess: (league) => {
        toast({ title: t("join.done"), description: t("join.doneText", { name: league.name }) });
        navigate(`/leagues/${league.id}`);
      },
      onError: (err) => toast({ title: t("join.failed"), description: errorMessage(err, t("join.checkCode")), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} aria-label={t("join.label")} className="grid gap-3">
      <TextField
        label={t("join.code")}
        placeholder="ABCD2345"
        value={code}
        maxLength={20}
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        disabled={join.isPending}
      />
      <Button type="submit" variant="outline" disabled={!code.trim() || join.isPending}>
        {join.isPending ? t("join.joining") : t("join.submit")}
      </Button>
    </form>
  );
}
