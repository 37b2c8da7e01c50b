import { z } from "zod";
import {
  AI_NAMES,
  LEAGUE_CODE_LENGTH,
  LEAGUE_NAME_LENGTH,
  LEAGUE_POST_LENGTH,
  LEAGUE_POSTS_SHOWN,
  LEAGUE_TABLE_BACK_MAX,
  MAX_FOLLOWED_COMPETITIONS,
  PREDICTOR_NAMES,
  REFERRAL_CODE_ALPHABET,
} from "../constants";
import { CROWNED_PERIODS, LEAGUE_PERIODS, type LeaguePeriod } from "../season";
import { endpoint } from "./contract";
import { idParam } from "./matches";
import { routes } from "./routes";

const leagueName = z
  .string({ error: "name must be text" })
  .trim()
  .min(LEAGUE_NAME_LENGTH.min, `A league's name needs at least ${LEAGUE_NAME_LENGTH.min} characters`)
  .max(LEAGUE_NAME_LENGTH.max, `A league's name can have at most ${LEAGUE_NAME_LENGTH.max} characters`);

/** An invite code as typed: case and spaces forgiven, then exactly the code's alphabet and length. */
export const leagueCode = z
  .string({ error: "code must be text" })
  .max(40, "That is not a league invite code")
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${LEAGUE_CODE_LENGTH}}$`), "That is not a league invite code"));

export const createLeagueBody = z.strictObject({ name: leagueName });
export const renameLeagueBody = z.strictObject({ name: leagueName });
export const joinLeagueBody = z.strictObject({ code: leagueCode });
export const codeParam = z.object({ code: leagueCode });
export const memberParams = idParam.extend({
  userId: z.coerce.number({ error: "The user id must be a number" }).int("The user id must be a whole number").min(1).max(2_147_483_647),
});
/** The member the owner hands the league to (docs/rules.md#leagues); a JSON number, never a string or a boolean. */
export const handOverBody = z.strictObject({
  userId: z.number({ error: "The user id must be a number" }).int("The user id must be a whole number").min(1).max(2_147_483_647),
});
const backError = `back must be a whole number of periods from 0 to ${LEAGUE_TABLE_BACK_MAX}`;
export const tableQuery = z.strictObject({
  period: z.enum(LEAGUE_PERIODS, { error: "period must be week, month or season" }).default("week"),
  /** How many periods before the current one (0: the current one). */
  back: z.coerce.number({ error: backError }).int(backError).min(0, backError).max(LEAGUE_TABLE_BACK_MAX, backError).default(0),
});

/** A league as its members see it in their list. */
export const leagueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inviteCode: z.string(),
  ownerId: z.number().int(),
  isOwner: z.boolean(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

/** A league in the player's list, with where they stand in its table of the week, as its page counts it. */
export const myLeagueSchema = leagueSummarySchema.extend({
  week: z.object({ rank: z.number().int(), points: z.number().int() }),
  /** The league's reigning champions: the winners of the latest season on its roll of honour; absent before its first. */
  champions: z.object({ from: z.string(), usernames: z.array(z.string()) }).optional(),
});
export type MyLeague = z.infer<typeof myLeagueSchema>;

/** What a league counts (docs/rules.md#league-rules): jokers double, and picks an oracle made for a member. */
export const leagueRulesSchema = z.object({
  jokers: z.boolean(),
  oraclePicks: z.boolean(),
  /** The competitions whose matches count, by id; null: all. */
  competitions: z.array(z.number().int()).nullable(),
});
export type LeagueRules = z.infer<typeof leagueRulesSchema>;
export const leagueRulesBody = z.strictObject({
  jokers: z.boolean({ error: "jokers must be true or false" }),
  oraclePicks: z.boolean({ error: "oraclePicks must be true or false" }),
  competitions: z
    .array(z.number({ error: "competitions must be competition ids" }).int().min(1).max(2_147_483_647), {
      error: "competitions must be a list of competition ids, or null for all",
    })
    .min(1, "Choose at least one competition, or all of them")
    .max(MAX_FOLLOWED_COMPETITIONS, `Choose at most ${MAX_FOLLOWED_COMPETITIONS} competitions, or all of them`)
    .nullable(),
});
export type LeagueRulesBody = z.infer<typeof leagueRulesBody>;
/** The rules in force, a change waiting for its Monday, every change so far (latest first), and the competitions to choose from. */
export const leagueRulesViewSchema = z.object({
  rules: leagueRulesSchema,
  next: leagueRulesSchema.extend({ fromWeek: z.string() }).nullable(),
  history: z.array(leagueRulesSchema.extend({ fromWeek: z.string() })),
  competitionList: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LeagueRulesView = z.infer<typeof leagueRulesViewSchema>;

/** A league's page: its members (by username only) and its rules besides the summary. */
export const leagueSchema = leagueSummarySchema.extend({
  ownerUsername: z.string(),
  members: z.array(z.object({ userId: z.number().int(), username: z.string(), joinedAt: z.string() })),
  rules: leagueRulesViewSchema,
});
export type League = z.infer<typeof leagueSchema>;

/** What an invite shows before joining: the name, the owner and the size. */
export const leagueInviteSchema = z.object({ name: z.string(), ownerUsername: z.string(), memberCount: z.number().int(), isMember: z.boolean() });
export type LeagueInvite = z.infer<typeof leagueInviteSchema>;

/**
 * What an invite link tells anyone holding it, signed in or not: the league's name, its owner's
 * username and its size, and nothing else (docs/decisions.md, the invite preview).
 */
export const leagueInvitePreviewSchema = z.object({ name: z.string(), owner: z.string(), memberCount: z.number().int() });
export type LeagueInvitePreview = z.infer<typeof leagueInvitePreviewSchema>;

const tableFigures = {
  /** Pick points. */
  points: z.number().int(),
  exact: z.number().int(),
  /** Scored picks in the period. */
  picks: z.number().int(),
  /** Season questions' points (docs/rules.md#season-questions): in the season's table only, 0 in the others. Ranked by points plus these. */
  questionPoints: z.number().int(),
};
/**
 * A league's table for a period: members ranked by pick points, exact hits breaking ties (equal
 * both: equal rank), with the credits each won in the period; the oracles and the crowd as guests,
 * scored on the league's matches (those a member picked), shown where they would stand.
 */
export const leagueTableSchema = z.object({
  period: z.enum(LEAGUE_PERIODS),
  from: z.string(),
  /** Where the period ends (exclusive). */
  until: z.string(),
  /** How many periods before the current one it is. */
  back: z.number().int(),
  /** Whether the league has a table of the period before: from the period it was made in. */
  earlier: z.boolean(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      userId: z.number().int(),
      username: z.string(),
      ...tableFigures,
      creditsWon: z.number().int(),
      /** What the member's jokers added to `points` in the period (docs/rules.md#joker). */
      jokerPoints: z.number().int(),
      isYou: z.boolean(),
      /** The weeks this member was Prophet of the Week in this league. */
      prophetWeeks: z.number().int(),
    }),
  ),
  guests: z.array(z.object({ name: z.enum(PREDICTOR_NAMES), wouldRank: z.number().int(), ...tableFigures })),
  /** The rules the period's latest week is counted under, and whether an earlier week of it had others. */
  rules: leagueRulesSchema,
  rulesChanged: z.boolean(),
  /** The league's latest Prophet of the Week by the period's end (ties share it), or null before its first. */
  prophetOfTheWeek: z.object({ weekStart: z.string(), userIds: z.array(z.number().int()) }).nullable(),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;

/** Can I still win? is asked of the week's and the month's tables: the season's is a question of its own. */
export const CHANCE_PERIODS = ["week", "month"] as const satisfies readonly LeaguePeriod[];
export const chancesQuery = z.strictObject({
  period: z.enum(CHANCE_PERIODS, { error: "period must be week or month" }).default("week"),
});

/**
 * Each member's chance of topping the period's table with every pick as it stands (docs/rules.md#can-i-still-win),
 * and whether they can still reach first place at all.
 */
export const leagueChancesSchema = z.object({
  period: z.enum(CHANCE_PERIODS),
  from: z.string(),
  /** The period's matches still to be scored. */
  matchesLeft: z.number().int(),
  /** Those matches: a goal or a result in one of them moves the figures, so the page reads them again. */
  matchIds: z.array(z.number().int()),
  members: z.array(
    z.object({
      userId: z.number().int(),
      /** 0-1; a shared top is shared out. */
      chance: z.number(),
      /** The most points the member can still add. */
      mostStillPossible: z.number().int(),
      outOfRunning: z.boolean(),
    }),
  ),
});
export type LeagueChances = z.infer<typeof leagueChancesSchema>;

/** A member's pick as the league shows it (docs/rules.md#league-picks). */
export const leagueMemberPickSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  home: z.number().int(),
  away: z.number().int(),
  /** The points as the league counts them: scored, or as it stands at a live match's score; null before kick-off. */
  points: z.number().int().nullable(),
  /** Whether the points are final (the match scored) rather than as it stands. */
  final: z.boolean(),
  /** The member's joker is on it and the league counts jokers double. */
  joker: z.boolean(),
  /** The oracle that made it for the member at kick-off, or null: their own. */
  byOracle: z.enum(AI_NAMES).nullable(),
  /** False where the league leaves out picks an oracle made: shown, worth nothing in its table. */
  counted: z.boolean(),
  isYou: z.boolean(),
});
export type LeagueMemberPick = z.infer<typeof leagueMemberPickSchema>;

/**
 * A league's picks match by match: its latest matches that have kicked off, each with every member's pick, and its
 * next ones with how many members picked and only the caller's own pick. Matches a member picked, of competitions the
 * league counts.
 */
export const leaguePicksSchema = z.object({
  matches: z.array(
    z.object({
      matchId: z.number().int(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      leagueName: z.string(),
      matchDate: z.string(),
      status: z.enum(["upcoming", "live", "completed"]),
      /** The score, live or final; null before kick-off. */
      score: z.string().nullable(),
      minute: z.number().int().nullable(),
      /** Whether picks are locked and shown: from kick-off. */
      revealed: z.boolean(),
      /** Members who picked it. */
      pickCount: z.number().int(),
      /** Every member's pick once revealed, the best first; before it, the caller's own (or none). */
      picks: z.array(leagueMemberPickSchema),
    }),
  ),
});
export type LeaguePicks = z.infer<typeof leaguePicksSchema>;

/**
 * One member's picks behind their row of a league's table (docs/rules.md#member-picks): the period's matches of the
 * competitions the league counts that have kicked off, the latest first, each as the league counts it; of those still
 * to kick off, only how many.
 */
export const memberPicksSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  period: z.enum(LEAGUE_PERIODS),
  from: z.string(),
  until: z.string(),
  matches: z.array(
    z.object({
      matchId: z.number().int(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      matchDate: z.string(),
      status: z.enum(["upcoming", "live", "completed"]),
      /** The score, live or final; null for a match that kicked off with none yet. */
      score: z.string().nullable(),
      pick: leagueMemberPickSchema,
    }),
  ),
  /** Kicked-off picks beyond the MEMBER_PICKS_SHOWN listed. */
  more: z.number().int(),
  /** Picks of the period's matches still to kick off: how many, never which. */
  hidden: z.number().int(),
});
export type MemberPicks = z.infer<typeof memberPicksSchema>;

/** One finished month's or season's winners on a league's roll of honour (docs/rules.md#honours). */
const honourSchema = z.object({
  from: z.string(),
  /** The winners' points (a season's with its questions') and exact hits, shared by all of them. */
  points: z.number().int(),
  exact: z.number().int(),
  winners: z.array(z.object({ userId: z.number().int(), username: z.string() })),
});

/** A league's roll of honour: the winners of each finished season and month it has told, the latest first. */
export const leagueHonoursSchema = z.object({ seasons: z.array(honourSchema), months: z.array(honourSchema) });
export type LeagueHonours = z.infer<typeof leagueHonoursSchema>;

/**
 * One match's picks in the caller's leagues, for its page: each open league that counts the match and where a member
 * picked it, by name, with how many did and, from kick-off, the best picks (the caller's kept) as that league counts
 * them.
 */
export const matchLeaguePicksSchema = z.object({
  /** Whether picks are locked and shown: from kick-off. */
  revealed: z.boolean(),
  /** How many of the caller's open leagues count the match, picked or not; 0 where the page has nothing to say. */
  leagueCount: z.number().int(),
  leagues: z.array(
    z.object({
      leagueId: z.number().int(),
      name: z.string(),
      memberCount: z.number().int(),
      /** Members who picked it. */
      pickCount: z.number().int(),
      /** From kick-off the best picks, at most LEAGUE_MATCH_PICKS_SHOWN with the caller's among them; none before. */
      picks: z.array(leagueMemberPickSchema),
    }),
  ),
});
export type MatchLeaguePicks = z.infer<typeof matchLeaguePicksSchema>;

/** A 'Prophet of the Week' badge: the league, the week (its Monday) and the week's figures. */
export const prophetBadgeSchema = z.object({
  leagueId: z.number().int(),
  leagueName: z.string(),
  weekStart: z.string(),
  points: z.number().int(),
  exact: z.number().int(),
});
export type ProphetBadge = z.infer<typeof prophetBadgeSchema>;

/** A month or season the player won in one of their open leagues (its roll of honour), for the profile. */
export const leagueTitleSchema = z.object({
  leagueId: z.number().int(),
  leagueName: z.string(),
  period: z.enum(CROWNED_PERIODS),
  from: z.string(),
  points: z.number().int(),
  exact: z.number().int(),
  /** Whether another member was level at the top with them. */
  shared: z.boolean(),
});
export type LeagueTitle = z.infer<typeof leagueTitleSchema>;

/** One banter post as a league's members see it. */
export const leaguePostSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** The caller wrote it, or owns the league: they may delete it. */
  canDelete: z.boolean(),
});
export type LeaguePost = z.infer<typeof leaguePostSchema>;

/** A page of a league's banter, the newest first, and whether older posts are left. */
export const leaguePostsSchema = z.object({
  posts: z.array(leaguePostSchema).max(LEAGUE_POSTS_SHOWN),
  more: z.boolean(),
});
export type LeaguePosts = z.infer<typeof leaguePostsSchema>;

const postIdError = "before must be a post id";
export const leaguePostsQuery = z.strictObject({
  /** The posts older than this one (the page after one already shown). */
  before: z.coerce.number({ error: postIdError }).int(postIdError).min(1, postIdError).max(Number.MAX_SAFE_INTEGER, postIdError).optional(),
});

/** A post's words: trimmed, one empty line at most between paragraphs, no other control characters. */
export const leaguePostBody = z.strictObject({
  text: z
    .string({ error: "text must be text" })
    // A pasted tab is a space; Windows' and old Macs' line ends are the one line feed.
    .transform((text) =>
      text
        .trim()
        .replace(/\t/g, " ")
        .replace(/\r\n?/g, "\n")
        .replace(/\n{3,}/g, "\n\n"),
    )
    .pipe(
      z
        .string()
        .min(1, "Write something first")
        .max(LEAGUE_POST_LENGTH, `A post can have at most ${LEAGUE_POST_LENGTH} characters`)
        // Any control character (Unicode's Cc) but the line feed the paragraphs keep.
        .refine((text) => !/(?!\n)\p{Cc}/u.test(text), "A post cannot hold control characters"),
    ),
});
export type LeaguePostBody = z.input<typeof leaguePostBody>;
/** The post's id spelled out in each refusal: the catalogue holds every sentence whole (reply-messages.ts). */
export const postParams = idParam.extend({
  postId: z.coerce
    .number({ error: "The post id must be a number" })
    .int("The post id must be a whole number")
    .min(1, "The post id must be positive")
    .max(Number.MAX_SAFE_INTEGER, "The post id is too large"),
});

export const leagueEndpoints = {
  badges: endpoint({ ...routes.leagues.badges, responses: { 200: z.array(prophetBadgeSchema) } }),
  titles: endpoint({ ...routes.leagues.titles, responses: { 200: z.array(leagueTitleSchema) } }),
  mine: endpoint({ ...routes.leagues.mine, responses: { 200: z.array(myLeagueSchema) } }),
  create: endpoint({ ...routes.leagues.create, body: createLeagueBody, responses: { 201: leagueSummarySchema } }),
  join: endpoint({ ...routes.leagues.join, body: joinLeagueBody, responses: { 200: leagueSummarySchema } }),
  invite: endpoint({ ...routes.leagues.invite, params: codeParam, responses: { 200: leagueInviteSchema } }),
  invitePreview: endpoint({ ...routes.leagues.invitePreview, params: codeParam, responses: { 200: leagueInvitePreviewSchema } }),
  get: endpoint({ ...routes.leagues.get, params: idParam, responses: { 200: leagueSchema } }),
  setRules: endpoint({ ...routes.leagues.setRules, params: idParam, body: leagueRulesBody, responses: { 200: leagueRulesViewSchema } }),
  rename: endpoint({ ...routes.leagues.rename, params: idParam, body: renameLeagueBody, responses: { 200: leagueSummarySchema } }),
  close: endpoint({ ...routes.leagues.close, params: idParam, responses: { 204: z.undefined() } }),
  table: endpoint({ ...routes.leagues.table, params: idParam, query: tableQuery, responses: { 200: leagueTableSchema } }),
  chances: endpoint({ ...routes.leagues.chances, params: idParam, query: chancesQuery, responses: { 200: leagueChancesSchema } }),
  picks: endpoint({ ...routes.leagues.picks, params: idParam, responses: { 200: leaguePicksSchema } }),
  matchPicks: endpoint({ ...routes.leagues.matchPicks, params: idParam, responses: { 200: matchLeaguePicksSchema } }),
  leave: endpoint({ ...routes.leagues.leave, params: idParam, responses: { 204: z.undefined() } }),
  removeMember: endpoint({ ...routes.leagues.removeMember, params: memberParams, responses: { 204: z.undefined() } }),
  memberPicks: endpoint({ ...routes.leagues.memberPicks, params: memberParams, query: tableQuery, responses: { 200: memberPicksSchema } }),
  honours: endpoint({ ...routes.leagues.honours, params: idParam, responses: { 200: leagueHonoursSchema } }),
  handOver: endpoint({ ...routes.leagues.handOver, params: idParam, body: handOverBody, responses: { 200: leagueSummarySchema } }),
  newCode: endpoint({ ...routes.leagues.newCode, params: idParam, responses: { 200: leagueSummarySchema } }),
  posts: endpoint({ ...routes.leagues.posts, params: idParam, query: leaguePostsQuery, responses: { 200: leaguePostsSchema } }),
  post: endpoint({ ...routes.leagues.post, params: idParam, body: leaguePostBody, responses: { 201: leaguePostSchema } }),
  deletePost: endpoint({ ...routes.leagues.deletePost, params: postParams, responses: { 204: z.undefined() } }),
};
