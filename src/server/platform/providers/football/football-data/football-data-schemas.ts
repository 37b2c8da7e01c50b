import { z } from "zod";
import { eachValid, optionalProviderName, providerLeagueId, providerName } from "../provider-schemas";

// The parts of football-data.org v4 replies the adapter reads (docs.football-data.org/general/v4). z.object
// drops unknown keys, so the nodes a plan adds (odds, referees, lineups, statistics) or adds later do not
// break parsing. A reply whose envelope fails here is refused whole; in its lists a bad item is left out, so
// one broken match never stops the others (docs/decisions.md#replies-are-untrusted-input).

const isoInstant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), "not a date");
const goals = z.number().int().nullable();
const scorePair = z.object({ home: goals, away: goals });

/** Team names are null for knock-out ties not drawn yet; such a match cannot be imported and is left out. */
const matchTeam = z.object({ id: z.number().int().nullable(), name: providerName.nullable() });

const competition = z.object({ id: providerLeagueId, name: providerName, code: z.string().nullable().optional() });
export type Competition = z.infer<typeof competition>;

/** Unfolded goals (X-Unfold-Goals, plans with deep data): `score` is the score right after the goal. */
const goal = z.object({
  minute: z.number().int().nullable(),
  injuryTime: z.number().int().nullable().optional(),
  type: z.string().nullable().optional(),
  team: z.object({ id: z.number().int().nullable(), name: optionalProviderName }).nullable().optional(),
  scorer: z.object({ id: z.number().int().nullable(), name: optionalProviderName }).nullable().optional(),
  score: scorePair.nullable().optional(),
});
export type GoalItem = z.infer<typeof goal>;

/**
 * The docs' own samples give `minute` as a number (90) and as a string ("90"); a string such as "45+2"
 * is read as its sum.
 */
const clock = z
  .union([z.number().int(), z.string().regex(/^\d+(\+\d+)?$/, "not a match minute")])
  .nullable()
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === "number") return value;
    return value.split("+").reduce((sum, part) => sum + Number(part), 0);
  });

export const matchSchema = z.object({
  id: z.number().int(),
  utcDate: isoInstant,
  status: z.string(),
  minute: clock,
  injuryTime: z.number().int().nullable().optional(),
  /** The league's round; null in a cup's knock-out stages. An odd value is read as none, never as a broken match. */
  matchday: z.number().int().min(1).max(1_000).nullish().catch(null),
  /** Absent on the items of a competition's match list in some replies: the envelope names it then. */
  competition: competition.optional(),
  homeTeam: matchTeam,
  awayTeam: matchTeam,
  score: z.object({
    duration: z.string().nullable().optional(),
    fullTime: scorePair,
    halfTime: scorePair.nullable().optional(),
    regularTime: scorePair.nullable().optional(),
    extraTime: scorePair.nullable().optional(),
    penalties: scorePair.nullable().optional(),
  }),
  goals: eachValid(goal).nullable().optional(),
});
export type MatchItem = z.infer<typeof matchSchema> & { competition: Competition };

/** `/matches` and `/competitions/{code}/matches`: the envelope; each match is read alone by `matchItemSchema`. */
export const matchListEnvelope = z.object({ competition: competition.optional(), matches: z.array(z.unknown()) });

/** One match of a list, ending up with its competition: its own, else the envelope's. */
export function matchItemSchema(envelope: Competition | undefined) {
  return matchSchema.transform((match, context): MatchItem => {
    const own = match.competition ?? envelope;
    if (!own) {
      context.addIssue({ code: "custom", path: ["competition"], message: "no competition" });
      return z.NEVER;
    }
    return { ...match, competition: own };
  });
}

/** A whole list's valid matches at once, where no one needs telling of the bad ones (recorded replies in tests). */
export const matchListSchema = matchListEnvelope.transform((reply) =>
  reply.matches.flatMap((raw) => {
    const item = matchItemSchema(reply.competition).safeParse(raw);
    return item.success ? [item.data] : [];
  }),
);

/** `/competitions/{code}/teams?season=`: squads are names only here; a plan without them sends none. */
export const teamListSchema = z.object({
  teams: eachValid(
    z.object({
      id: z.number().int(),
      name: providerName,
      squad: eachValid(z.object({ id: z.number().int().nullable().optional(), name: providerName }))
        .nullable()
        .optional(),
    }),
  ),
});
export type TeamListItem = z.output<typeof teamListSchema>["teams"][number];

/** `/competitions/{code}/scorers?season=&limit=`: the season's top scorers, each read alone (a bad one is left out). */
export const scorerListSchema = z.object({
  scorers: eachValid(
    z.object({
      player: z.object({ name: providerName }),
      team: z.object({ name: providerName }),
      goals: z.number().int().min(0).max(1_000).nullable(),
    }),
  ),
});

/**
 * `/competitions`: filtered to what the key may read, which is how an unknown code is told apart. Only the
 * id and code are read, so no name can make a readable competition look unknown.
 */
export const competitionListSchema = z.object({
  competitions: z.array(z.object({ id: z.number().int(), code: z.string().nullable() })),
});

/** Every error reply: `{"message": "...", "errorCode": 429}` (older replies say `error`). */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errorCode: z.number().int().optional(),
});
