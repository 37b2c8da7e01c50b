import { z } from "zod";

// The parts of football-data.org v4 replies the adapter reads (docs.football-data.org/general/v4). z.object
// drops unknown keys, so the nodes a plan adds (odds, referees, lineups, statistics) or adds later do not
// break parsing. A reply that fails here is refused whole: a half-read list would look like real data.

const isoInstant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), "not a date");
const goals = z.number().int().nullable();
const scorePair = z.object({ home: goals, away: goals });

/** Team names are null for knock-out ties not drawn yet; such a match cannot be imported and is left out. */
const matchTeam = z.object({ id: z.number().int().nullable(), name: z.string().nullable() });

const competition = z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable().optional() });
export type Competition = z.infer<typeof competition>;

/** Unfolded goals (X-Unfold-Goals, plans with deep data): `score` is the score right after the goal. */
const goal = z.object({
  minute: z.number().int().nullable(),
  injuryTime: z.number().int().nullable().optional(),
  type: z.string().nullable().optional(),
  team: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }).nullable().optional(),
  scorer: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }).nullable().optional(),
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
  goals: z.array(goal).nullable().optional(),
});
export type MatchItem = z.infer<typeof matchSchema> & { competition: Competition };

/** `/matches` and `/competitions/{code}/matches`: every match ends up with its competition. */
export const matchListSchema = z
  .object({ competition: competition.optional(), matches: z.array(matchSchema) })
  .superRefine((reply, context) => {
    reply.matches.forEach((match, index) => {
      if (!match.competition && !reply.competition) {
        context.addIssue({ code: "custom", path: ["matches", index, "competition"], message: "no competition" });
      }
    });
  })
  .transform((reply): MatchItem[] =>
    reply.matches.map((match) => ({ ...match, competition: (match.competition ?? reply.competition) as Competition })),
  );

/** `/competitions/{code}/teams?season=`: squads are names only here; a plan without them sends none. */
export const teamListSchema = z.object({
  teams: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      squad: z
        .array(z.object({ id: z.number().int().nullable().optional(), name: z.string() }))
        .nullable()
        .optional(),
    }),
  ),
});
export type TeamListItem = z.infer<typeof teamListSchema>["teams"][number];

/** `/competitions`: filtered to what the key may read, which is how an unknown code is told apart. */
export const competitionListSchema = z.object({
  competitions: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })),
});

/** Every error reply: `{"message": "...", "errorCode": 429}` (older replies say `error`). */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errorCode: z.number().int().optional(),
});
