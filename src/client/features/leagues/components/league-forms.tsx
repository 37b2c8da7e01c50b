import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { LEAGUE_NAME_LENGTH } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useCreateLeague, useJoinLeague } from "../api/league-actions";

/** Makes a league and opens it. */
export function CreateLeagueForm() {
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
        toast({ title: "League created", description: `Invite your friends to ${league.name} with its code ${league.inviteCode}.` });
        navigate(`/leagues/${league.id}`);
      },
      onError: (err) => toast({ title: "Could not create the league", description: errorMessage(err, "Please try again"), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} aria-label="Create a league" className="grid gap-3">
      <TextField
        label="League name"
        hint={`${LEAGUE_NAME_LENGTH.min}-${LEAGUE_NAME_LENGTH.max} characters`}
        value={name}
        maxLength={LEAGUE_NAME_LENGTH.max}
        onChange={(e) => setName(e.target.value)}
        disabled={create.isPending}
      />
      <Button type="submit" disabled={!valid || create.isPending}>
        {create.isPending ? "Creating..." : "Create League"}
      </Button>
    </form>
  );
}

/** Joins a league by its invite code and opens it. */
export function JoinLeagueForm({ initialCode = "" }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [, navigate] = useLocation();
  const join = useJoinLeague();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || join.isPending) return;
    join.mutate(code.trim(), {
      onSuccess: (league) => {
        toast({ title: "Welcome to the league!", description: `You joined ${league.name}.` });
        navigate(`/leagues/${league.id}`);
      },
      onError: (err) =>
        toast({ title: "Could not join", description: errorMessage(err, "Please check the code and try again"), variant: "destructive" }),
    });
  };
  return (
    <form onSubmit={submit} aria-label="Join a league" className="grid gap-3">
      <TextField
        label="Invite code"
        placeholder="ABCD2345"
        value={code}
        maxLength={20}
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        disabled={join.isPending}
      />
      <Button type="submit" variant="outline" disabled={!code.trim() || join.isPending}>
        {join.isPending ? "Joining..." : "Join League"}
      </Button>
    </form>
  );
}
