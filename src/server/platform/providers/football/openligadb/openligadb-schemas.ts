import { z } from "zod";
import { eachValid, optionalProviderName, providerLeagueId, providerName } from "../provider-schemas";

// The parts of OpenLigaDB's match objects (api.openligadb.de, camelCase since 2023) the adapter reads.
// z.object drops unknown keys, so fields OpenLigaDB adds (scoringTeamId, resultTypeKind, location, ...)
// do not break parsing. Recorded replies in fixtures/ show what is optional in practice: matchMinute is
// null for goals entered without a minute, goalGetterName is often "", location is null.

/** "2025-08-22T18:30:00Z"; a value without an offset is read as UTC, as the field's name says. */
const utcDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/, "not an ISO date-time")
  .transform((text) => new Date(/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`))
  .refine((date) => !Number.isNaN(date.getTime()), "not a date");

const goalCount = z.number().int().min(0);

const teamSchema = z.object({
  teamId: z.number().int(),
  teamName: providerName,
  shortName: optionalProviderName,
});

const resultSchema = z.object({
  /** 1 half-time, 2 the final (and, while the match runs, the current) score; cups add 3-5. */
  resultTypeID: z.number().int().nullish(),
  pointsTeam1: goalCount,
  pointsTeam2: goalCount,
});

const goalSchema = z.object({
  goalID: z.number().int(),
  /** The score after this goal: which side's count went up tells who scored. */
  scoreTeam1: goalCount,
  scoreTeam2: goalCount,
  matchMinute: z.number().int().min(0).max(200).nullish(),
  goalGetterName: optionalProviderName,
  isPenalty: z.boolean().nullish(),
  isOwnGoal: z.boolean().nullish(),
  /** Stoppage time: the minute is then 45 or 90 and `comment` may hold the added minutes ("+11"). */
  isOvertime: z.boolean().nullish(),
  comment: z.string().nullish(),
});

export const matchSchema = z.object({
  matchID: z.number().int().positive(),
  matchDateTimeUTC: utcDateTime,
  leagueId: providerLeagueId,
  leagueName: providerName,
  leagueSeason: z.number().int().nullish(),
  leagueShortcut: z.string().nullish(),
  /** The matchday: `groupOrderID` is its number (27), `groupName` its words ("27. Spieltag"). */
  group: z
    .object({ groupOrderID: z.number().int().min(1).max(1_000).nullish().catch(null) })
    .nullish()
    .catch(null),
  team1: teamSchema,
  team2: teamSchema,
  matchIsFinished: z.boolean(),
  matchResults: z
    .array(resultSchema)
    .nullish()
    .transform((results) => results ?? []),
  goals: eachValid(goalSchema)
    .nullish()
    .transform((goals) => goals ?? []),
});

export type OpenLigaMatch = z.infer<typeof matchSchema>;
export type OpenLigaGoal = OpenLigaMatch["goals"][number];
