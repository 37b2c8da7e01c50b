import { z } from "zod";
import { eachValid, optionalProviderName, providerLeagueId, providerName } from "../provider-schemas";

// The parts of API-Football v3 replies the adapter reads. z.object drops unknown keys, so the many
// fields API-Football adds (venue, logos, periods, ...) or adds later do not break parsing.

/** Every reply: `errors` is [] when fine and an object ({"requests": "..."}) or list when not. */
export const envelopeSchema = z.object({
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  response: z.array(z.unknown()),
});

const teamSchema = z.object({ id: z.number().int(), name: providerName });

export const fixtureItemSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    date: z.string().refine((text) => !Number.isNaN(Date.parse(text)), "not a date"),
    status: z.object({
      short: z.string(),
      elapsed: z.number().int().nullable().optional(),
      extra: z.number().int().nullable().optional(),
    }),
  }),
  /** `round` names the stage: "Regular Season - 12", "Round of 16", "Final" (read by roundMatchday). */
  league: z.object({ id: providerLeagueId, name: providerName, round: z.string().nullish().catch(null) }),
  teams: z.object({ home: teamSchema, away: teamSchema }),
  goals: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
});
export type FixtureItem = z.infer<typeof fixtureItemSchema>;

export const eventItemSchema = z.object({
  time: z.object({ elapsed: z.number().int(), extra: z.number().int().nullable().optional() }),
  team: z.object({ id: z.number().int().nullable(), name: optionalProviderName }),
  player: z.object({ id: z.number().int().nullable(), name: optionalProviderName }),
  type: z.string(),
  detail: z.string().nullable(),
  comments: z.string().nullable().optional(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

export const squadItemSchema = z.object({
  team: teamSchema,
  players: eachValid(z.object({ id: z.number().int().nullable(), name: providerName })),
});
export type SquadItem = z.infer<typeof squadItemSchema>;

/** `/players/topscorers?league=&season=`: a player's goals in the league, by the team (or teams) they scored for. */
export const topScorerItemSchema = z.object({
  player: z.object({ name: providerName }),
  statistics: eachValid(
    z.object({
      team: z.object({ name: providerName }),
      goals: z.object({ total: z.number().int().min(0).max(1_000).nullable() }),
    }),
  ),
});
export type TopScorerItem = z.infer<typeof topScorerItemSchema>;
