import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { NOTIFICATION_KINDS, PREDICTOR_NAMES, SEASON_QUESTION_KINDS, type AiName } from "../../../shared/constants";
import type { TranslatedLocale } from "../../../shared/i18n/locales";
import { CROWNED_PERIODS } from "../../../shared/season";
import type { PredictionTranslations } from "../../../shared/prediction-translations";

// The one schema module. Columns are snake_case; migrations come from drizzle-kit.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// owner: users, and by column group where a comment names another: a capability writes only its own columns
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email"),
    // owner: auth
    emailVerified: boolean("email_verified").notNull().default(false),
    passwordHash: text("password_hash"),
    // owner: users
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    // owner: ledger
    // Credits, stakes and payouts are 64-bit end to end: a 32-bit column overflowed at a winning
    // stake of 119,304,648 and stopped the match sync (docs/decisions.md, "64-bit credits").
    credits: bigint("credits", { mode: "number" }).notNull().default(0),
    // owner: bets
    streak: integer("streak").notNull().default(0),
    xp: integer("xp").notNull().default(0),
    // owner: users
    referralCode: text("referral_code").notNull(),
    // owner: referrals
    referredBy: integer("referred_by"),
    totalReferrals: integer("total_referrals").notNull().default(0),
    referralEarnings: bigint("referral_earnings", { mode: "number" }).notNull().default(0),
    // owner: users
    /** Granted by `npm run admin -- grant`; ADMIN_EMAILS adds verified addresses per request (admin-access.ts). */
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The public achievement card at /u/{username}: on by default, the player may turn it off. */
    publicCard: boolean("public_card").notNull().default(true),
    /** The language the player chose (shared/i18n/locales.ts), for their pages, e-mails and pushes; null: never chose, the browser's. */
    locale: text("locale"),
    /**
     * "When I forget, pick like …": the oracle whose call becomes the player's pick at kick-off on a followed
     * competition's match they did not pick (docs/rules.md#oracle-picks); null: off.
     */
    oracleFill: text("oracle_fill", { enum: ["ChatGPT", "Grok"] }),
    createdAt: createdAt(),
    // owner: auth
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_referral_code_idx").on(t.referralCode),
    index("users_last_seen_idx").on(t.lastSeenAt),
    // The leaderboard's order (leaderboard.service.ts): its top 100 read from the index, not a sort of every player.
    index("users_leaderboard_idx").on(t.xp.desc().nullsFirst(), t.credits.desc().nullsFirst(), t.id),
    check("users_credits_nonnegative", sql`${t.credits} >= 0`),
    check("users_locale_known", sql`${t.locale} in ('en', 'pt-BR', 'es', 'de')`),
  ],
);

// owner: auth
/** Sign-in identities from outside providers (OIDC, X, Google, GitHub). */
export const identities = pgTable(
  "identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("identities_provider_subject_idx").on(t.provider, t.subject)],
);

// owner: auth
/** Server-side sessions; id is the SHA-256 of the cookie token, so a database leak reveals no live cookie. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// owner: auth
/**
 * Confirmation links for a local account's e-mail address; the id is the SHA-256 of the token in the
 * link, so a database leak reveals no usable link.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link proves; a link for an address the account no longer has proves nothing. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId, t.createdAt)],
);

// owner: auth
/**
 * Password reset links (docs/decisions.md, "Password reset"); the id is the SHA-256 of the token in
 * the link, so a database leak reveals no usable link. A request for an address no account has is
 * stored too, without an account and with a token nobody is sent, so the per-address limit counts
 * known and unknown addresses alike and the reply cannot tell them apart.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    /** HMAC-SHA256 of the lower-cased address under the server secret: never the address itself. */
    addressKey: text("address_key").notNull(),
    /** The account the link resets; null when no account had the address. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set once the link (or another link of the account) reset the password: a link works once. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_address_idx").on(t.addressKey, t.createdAt), index("password_resets_user_idx").on(t.userId)],
);

export const ledgerReasons = [
  "signup",
  "bet_stake",
  "bet_payout",
  "bet_refund",
  "referral_join",
  "referral_join_bonus",
  "referral_first_bet",
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

// owner: ledger
/** Every change of a user's credits, written in the same transaction as the balance (docs/rules.md#credits). */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: bigint("delta", { mode: "number" }).notNull(),
    reason: text("reason", { enum: ledgerReasons }).notNull(),
    refId: text("ref_id"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_user_idx").on(t.userId)],
);

export const matchStatuses = ["upcoming", "live", "completed", "postponed", "cancelled"] as const;

// owner: game, and leagues the column it claims its bet totals with
export const matches = pgTable(
  "matches",
  {
    id: serial("id").primaryKey(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    matchDate: timestamp("match_date", { withTimezone: true }).notNull(),
    /**
     * Set when a kick-off moved after its sealed forecasts were shown: they stay shown and betting stays
     * closed from this instant. Null means both happen at match_date (docs/decisions.md#real-football).
     */
    revealAt: timestamp("reveal_at", { withTimezone: true }),
    status: text("status", { enum: matchStatuses }).notNull().default("upcoming"),
    featured: boolean("featured").notNull().default(false),
    leagueId: integer("league_id").notNull(),
    leagueName: text("league_name").notNull(),
    actualScore: text("actual_score"),
    actualWinner: text("actual_winner", { enum: ["home", "away", "draw"] }),
    actualGoalDifference: integer("actual_goal_difference"),
    minute: integer("minute"),
    /**
     * The round the provider puts the match in (its matchday), or null when it names none: a cup's knock-out
     * round (docs/rules.md#page-picks).
     */
    matchday: integer("matchday"),
    provider: text("provider").notNull(),
    apiFixtureId: text("api_fixture_id").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The duel's result at settlement (docs/rules.md#duel): an oracle, or 'void' when every bet was refunded. */
    duelWinner: text("duel_winner", { enum: ["ChatGPT", "Grok", "void"] }),
    /** How a won duel was decided: more points, or the tiebreak on the sealed forecasts. */
    duelDecidedBy: text("duel_decided_by", { enum: ["points", "tiebreak"] }),
    // owner: leagues
    /** When the settled bets' credits went into the players' period totals (after settlement, once). */
    betTotalsAt: timestamp("bet_totals_at", { withTimezone: true }),
    // owner: game
    /**
     * How many bets the match has, so the match list reads a column instead of counting bets. Kept by
     * triggers on bets (migration 0023): in the statement that inserts or deletes the bets, whoever writes them.
     */
    betCount: integer("bet_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("matches_provider_fixture_idx").on(t.provider, t.apiFixtureId),
    index("matches_status_date_idx").on(t.status, t.matchDate),
    index("matches_bet_totals_pending_idx")
      .on(t.settledAt)
      .where(sql`${t.settledAt} is not null and ${t.betTotalsAt} is null`),
  ],
);

// owner: predictions
/**
 * Oracle predictions; each row is one entry of the append-only hash chain (docs/rules.md#predictions):
 * hash = SHA-256 over the canonical JSON of the entry and the previous entry's hash.
 */
export const predictions = pgTable(
  "predictions",
  {
    id: serial("id").primaryKey(),
    /** The match predicted; null on a season question's entry, which names its question instead. */
    matchId: integer("match_id").references(() => matches.id, { onDelete: "cascade" }),
    /**
     * A season question's answer sealed at its deadline (docs/rules.md#season-questions): an oracle's, with its odds in
     * the reasoning, or the crowd's. Never deleted, so the chain never loses an entry.
     */
    seasonQuestionId: integer("season_question_id").references(() => seasonQuestions.id),
    /** An oracle, or the crowd's pick frozen at kick-off (CROWD_NAME, crowd.service.ts). */
    aiName: text("ai_name", { enum: PREDICTOR_NAMES }).notNull(),
    model: text("model").notNull(),
    predictedScore: text("predicted_score").notNull(),
    confidence: integer("confidence").notNull(),
    reasoning: text("reasoning").notNull(),
    goalScorers: text("goal_scorers"),
    boldPrediction: text("bold_prediction"),
    /**
     * The reasoning and bold call in pt-BR, es and de (docs/decisions.md#languages): shown to readers of
     * those languages, never hashed. Null (rows older than it) or a language missing shows the English.
     */
    translations: jsonb("translations").$type<PredictionTranslations>(),
    points: integer("points"),
    /** The model's home/draw/away probabilities when it gives them (not part of the hash). */
    probHome: doublePrecision("prob_home"),
    probDraw: doublePrecision("prob_draw"),
    probAway: doublePrecision("prob_away"),
    /** Why an LLM prediction stands out from the statistical model, when it does (not hashed). */
    confidenceFlag: text("confidence_flag"),
    /**
     * Made at the simulated league's first start for a match already under way or played, from
     * results before its kick-off only (docs/decisions.md). Never set for a match open to bets.
     */
    replayed: boolean("replayed").notNull().default(false),
    /**
     * The sealed score forecast (docs/rules.md#sealing): P(h-a) in millionths at h * 11 + a, with the salt that
     * makes its commitment unguessable. Hidden from every reply until kick-off. Null on predictions
     * made before forecasts were sealed.
     */
    scoreGrid: integer("score_grid").array(),
    /** The crowd's entry only: how many players' picks it rests on (also stated in its hashed reasoning). */
    crowdPicks: integer("crowd_picks"),
    forecastSalt: text("forecast_salt"),
    /** SHA-256 of the salted grid; covered by `hash`, public from the start. */
    forecastCommitment: text("forecast_commitment"),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("predictions_match_ai_idx").on(t.matchId, t.aiName),
    uniqueIndex("predictions_season_question_ai_idx").on(t.seasonQuestionId, t.aiName),
    check("predictions_match_or_season_question", sql`(${t.matchId} is null) <> (${t.seasonQuestionId} is null)`),
    uniqueIndex("predictions_hash_idx").on(t.hash),
    // One successor per entry: two concurrent writers cannot fork the chain.
    uniqueIndex("predictions_prev_hash_idx").on(t.prevHash),
    check("predictions_confidence_range", sql`${t.confidence} between 0 and 100`),
  ],
);

// owner: bets
export const bets = pgTable(
  "bets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id),
    aiSelected: text("ai_selected", { enum: ["ChatGPT", "Grok"] }).notNull(),
    stake: bigint("stake", { mode: "number" }).notNull(),
    payout: bigint("payout", { mode: "number" }),
    outcome: text("outcome", { enum: ["won", "lost", "void"] }),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bets_user_match_idx").on(t.userId, t.matchId),
    index("bets_match_idx").on(t.matchId),
    // The wins ticker's newest won bets (stats.service.ts), without walking every bet.
    index("bets_recent_wins_idx")
      .on(t.settledAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.outcome} = 'won'`),
    check("bets_stake_positive", sql`${t.stake} > 0`),
  ],
);

// owner: picks
/**
 * A player's own exact-score pick for a match: free, apart from credits and bets, changeable until
 * kick-off (picks.service.ts) and scored at settlement like the oracles (points null until then, and
 * for a cancelled match). Nobody else sees it before kick-off.
 */
export const matchPicks = pgTable(
  "match_picks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id),
    home: integer("home").notNull(),
    away: integer("away").notNull(),
    /**
     * What the score earned (scoring.ts), halved and rounded down for an oracle's pick (byOracle): a joker's doubling
     * is counted where the points are summed, never stored here.
     */
    points: integer("points"),
    /** Made at kick-off from this oracle's call, the player having set it to pick when they forget; null: their own. */
    byOracle: text("by_oracle", { enum: ["ChatGPT", "Grok"] }),
    /**
     * The week (its Monday, 00:00 UTC) whose joker is on this pick, or null (docs/rules.md#joker). At most one
     * pick a player a week holds it: the partial unique index below.
     */
    jokerWeek: timestamp("joker_week", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index("match_picks_match_idx").on(t.matchId),
    uniqueIndex("match_picks_joker_week_idx")
      .on(t.userId, t.jokerWeek)
      .where(sql`${t.jokerWeek} is not null`),
    // The few picks a league's rules may count differently: a joker's, an oracle's (leagues.service.ts).
    index("match_picks_ruled_idx")
      .on(t.userId)
      .where(sql`${t.jokerWeek} is not null or ${t.byOracle} is not null`),
    check("match_picks_goals_range", sql`${t.home} between 0 and 20 and ${t.away} between 0 and 20`),
  ],
);

// owner: leagues
/** A private league of friends, tabled by their picks (leagues.service.ts). Closed leagues are kept, hidden. */
export const leagues = pgTable(
  "leagues",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteCode: text("invite_code").notNull(),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("leagues_invite_code_idx").on(t.inviteCode)],
);

// owner: leagues
export const leagueMembers = pgTable(
  "league_members",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index("league_members_user_idx").on(t.userId)],
);

// owner: leagues
/**
 * A league's banter: its members' short posts, newest first on its page (docs/rules.md#banter). A post stays when
 * its writer leaves; its writer or the league's owner may delete it, and it goes with the league.
 */
export const leaguePosts = pgTable(
  "league_posts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("league_posts_league_idx").on(t.leagueId, t.id)],
);

// owner: leagues
/**
 * 'Prophet of the Week': each league's top member of a finished week (ties share it), written once
 * per week by prophet-badges.ts; the points and exact hits are the week's as they were awarded.
 */
export const leagueBadges = pgTable(
  "league_badges",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    weekStart: timestamp("week_start", { withTimezone: true }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    exact: integer("exact").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.weekStart, t.userId] }), index("league_badges_user_idx").on(t.userId)],
);

// owner: leagues
/**
 * A league's rules from a week on (docs/rules.md#league-rules): whether jokers count double and whether picks an oracle
 * made for a member count. A week is counted under the row with the latest from_week at or before it; a league with
 * no row counts both. Rows are never rewritten once their week has begun, so a table always tells its rules.
 */
export const leagueRules = pgTable(
  "league_rules",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    /** The Monday (00:00 UTC) these rules apply from. */
    fromWeek: timestamp("from_week", { withTimezone: true }).notNull(),
    jokers: boolean("jokers").notNull(),
    oraclePicks: boolean("oracle_picks").notNull(),
    /** The competitions (matches.league_id) whose matches count; null: all. */
    competitions: integer("competitions").array(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.fromWeek] })],
);

// owner: leagues
/** The weeks whose badges have been awarded: claimed in the awarding transaction, so each week is awarded once. */
export const badgeWeeks = pgTable("badge_weeks", {
  weekStart: timestamp("week_start", { withTimezone: true }).primaryKey(),
  awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
});

// owner: leagues
/** The months and seasons whose end each league's members were told of: claimed in the telling transaction, once each. */
export const leaguePeriodEnds = pgTable(
  "league_period_ends",
  {
    period: text("period", { enum: CROWNED_PERIODS }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    toldAt: timestamp("told_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart] })],
);

// owner: leagues
/**
 * A league's roll of honour (docs/rules.md#honours): the winners of each finished month and season, written once when
 * its end is told (period-ends.ts), with their points and exact hits as the table ranked them then. A winner who
 * leaves the league keeps the honour, as a Prophet of the Week keeps the badge.
 */
export const leagueHonours = pgTable(
  "league_honours",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    period: text("period", { enum: CROWNED_PERIODS }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    exact: integer("exact").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.period, t.periodStart, t.userId] }), index("league_honours_user_idx").on(t.userId)],
);

// owner: leagues
/**
 * Each player's pick points, exact hits, scored picks and credits won on bets per week, month and
 * season, by the matches' kick-off: picks added in settlement's transaction and bets just after it,
 * once per match (period-totals.ts), so a league's table reads one row per member (leagues.service.ts)
 * instead of every pick and bet.
 */
export const playerPeriodTotals = pgTable(
  "player_period_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period", { enum: ["week", "month", "season"] }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    /** Pick points, jokers doubled. */
    points: integer("points").notNull().default(0),
    /** What the jokers added to `points`: a league that counts them single subtracts it. */
    jokerPoints: integer("joker_points").notNull().default(0),
    /** The points and scored picks of picks an oracle made for the player: a league that leaves them out subtracts them. */
    oraclePoints: integer("oracle_points").notNull().default(0),
    oraclePicks: integer("oracle_picks").notNull().default(0),
    exact: integer("exact").notNull().default(0),
    picks: integer("picks").notNull().default(0),
    /** Season questions' points (docs/rules.md#season-questions), on the season row of the day they were scored; apart from `points`. */
    questionPoints: integer("question_points").notNull().default(0),
    /** Payout minus stake on the period's won and lost bets; refunds count nothing. */
    creditsWon: bigint("credits_won", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart, t.userId] })],
);

// owner: oracles
/** Running oracle statistics, updated when a match is scored. */
export const aiStats = pgTable("ai_stats", {
  aiName: text("ai_name", { enum: ["ChatGPT", "Grok"] }).primaryKey(),
  totalMatches: integer("total_matches").notNull().default(0),
  correctOutcomes: integer("correct_outcomes").notNull().default(0),
  wins: integer("wins").notNull().default(0),
  totalPoints: integer("total_points").notNull().default(0),
  eloRating: integer("elo_rating").notNull().default(1500),
});

// owner: referrals
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredId: integer("referred_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstBetBonusAt: timestamp("first_bet_bonus_at", { withTimezone: true }),
    /** Keyed hash of the applying address (never the address itself), for the farming rule (referral-farming.ts). */
    appliedFrom: text("applied_from"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referrals_referred_idx").on(t.referredId),
    index("referrals_referrer_idx").on(t.referrerId),
    index("referrals_referrer_address_idx").on(t.referrerId, t.appliedFrom, t.createdAt),
  ],
);

// owner: commentary
export const commentary = pgTable(
  "commentary",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    minute: integer("minute").notNull(),
    kind: text("kind").notNull(),
    /** The provider event (or oracle reaction) this line is about: a line is never written twice. */
    eventKey: text("event_key").notNull(),
    message: text("message").notNull(),
    /** The line in pt-BR, es and de, written with it; null (older lines) or a language missing sends the English. */
    translations: jsonb("translations").$type<Partial<Record<TranslatedLocale, string>>>(),
    createdAt: createdAt(),
  },
  (t) => [index("commentary_match_idx").on(t.matchId, t.id), uniqueIndex("commentary_event_idx").on(t.matchId, t.eventKey)],
);

// owner: live
/** Who is watching a match: sessions subscribed or polling in the last 45 s (docs/rules.md#live). */
export const matchViewers = pgTable(
  "match_viewers",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.viewerKey] }), index("match_viewers_seen_idx").on(t.seenAt)],
);

// owner: analytics
export const analyticsSessions = pgTable("analytics_sessions", {
  id: text("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

// owner: analytics
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: text("session_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    eventType: text("event_type").notNull(),
    eventName: text("event_name").notNull(),
    path: text("path"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_type_idx").on(t.eventType, t.createdAt), index("analytics_events_user_idx").on(t.userId)],
);

// owner: notifications
/**
 * A player's notifications (NOTIFICATION_KINDS; notifications.service.ts renders each kind's title,
 * text and link), written in the transaction of the event each reports and kept 90 days.
 * A row holds ids and figures, not text: the reply renders them, so 100,000 of them in a settlement
 * cost narrow rows. `amount` is credits (a payout, a refund, a bonus), points, or minutes to kick-off.
 * The player and the match carry no foreign keys: their checks, one per row, and an index on unread
 * rows took 100,000 bets from 1.3 s to 2.1 s to settle. Neither players nor matches are ever deleted,
 * and a row always names the player its event belonged to.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    matchId: integer("match_id"),
    leagueId: integer("league_id").references(() => leagues.id, { onDelete: "cascade" }),
    otherUserId: integer("other_user_id").references(() => users.id, { onDelete: "set null" }),
    amount: bigint("amount", { mode: "number" }),
    /** A kind's own word: a week's or period's first day, a reminder's "unpicked", a banter entry's newest opening words. */
    detail: text("detail"),
    /** A pick_scored entry's UTC kick-off day; its picks and exact hits (amount is their points). */
    day: date("day", { mode: "string" }),
    picks: integer("picks"),
    exact: integer("exact"),
    /** A league_week entry's place in its league's week (shared when level) and the league's members then. */
    place: integer("place"),
    members: integer("members"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** When the entry last changed: its creation, or a day entry's later update (which makes it unread again). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_created_idx").on(t.createdAt),
    index("notifications_user_changed_idx").on(t.userId, t.changedAt),
    index("notifications_changed_idx").on(t.changedAt),
    // One scored-picks entry per player and kick-off day, updated by each settlement of that day.
    uniqueIndex("notifications_pick_day_idx")
      .on(t.userId, t.day)
      .where(sql`kind = 'pick_scored'`),
    // One banter entry per player and league, counting the posts since they last read it.
    uniqueIndex("notifications_league_banter_idx")
      .on(t.userId, t.leagueId)
      .where(sql`kind = 'league_banter'`),
  ],
);

// owner: notifications
/**
 * What a player wants to be reminded of before kick-off, and how: for matches they backed or picked,
 * featured matches, matches of the competitions they follow, and those featured or followed matches they
 * have not picked yet, each in the bell, by e-mail and/or by push;
 * all off until they choose (no row is all off).
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  leadMinutes: integer("lead_minutes").notNull().default(60),
  backedInApp: boolean("backed_in_app").notNull().default(false),
  backedEmail: boolean("backed_email").notNull().default(false),
  featuredInApp: boolean("featured_in_app").notNull().default(false),
  featuredEmail: boolean("featured_email").notNull().default(false),
  followedInApp: boolean("followed_in_app").notNull().default(false),
  followedEmail: boolean("followed_email").notNull().default(false),
  backedPush: boolean("backed_push").notNull().default(false),
  featuredPush: boolean("featured_push").notNull().default(false),
  followedPush: boolean("followed_push").notNull().default(false),
  /** Matches the player has not picked yet: the featured one and those of the competitions they follow. */
  unpickedInApp: boolean("unpicked_in_app").notNull().default(false),
  unpickedEmail: boolean("unpicked_email").notNull().default(false),
  unpickedPush: boolean("unpicked_push").notNull().default(false),
  /** Competitions (matches.league_id) whose matches the player follows. */
  followedLeagues: integer("followed_leagues")
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// owner: notifications
/** One reminder per player and match, ever: the claim the reminder job writes with the reminder itself. */
export const matchReminders = pgTable(
  "match_reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    leadMinutes: integer("lead_minutes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchId] }), index("match_reminders_user_time_idx").on(t.userId, t.createdAt)],
);

// owner: notifications
/** A match the player asked to be reminded of from its page, in the bell at their lead time (reminders.ts). */
export const reminderRequests = pgTable(
  "reminder_requests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchId] }), index("reminder_requests_match_idx").on(t.matchId)],
);

// owner: notifications
/**
 * Reminders to send outside the app (e-mail, push), written with the claim and sent after it: a sender
 * takes pending rows under `for update skip locked`, so two instances never take the same one, and
 * marks each sent, or dropped once its match has kicked off.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "push"] }).notNull(),
    /** Minutes to kick-off when the reminder was written: what its text says. */
    leadMinutes: integer("lead_minutes").notNull(),
    /** Written for a match the player had not picked (the unpicked group): the text asks for the pick. */
    unpicked: boolean("unpicked").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Held by the instance sending it until then (or not to be tried again before then, after a failure). */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reminder_deliveries_pending_idx")
      .on(t.id)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
  ],
);

// owner: notifications
/** A browser's push subscription (one per device), as the Push API gives it; gone when its service says 404 or 410. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

// owner: matches
/**
 * The football provider as the sync leader last met it, one row per provider, so every instance's admin
 * page and /metrics tell the operator the same (docs/decisions.md#real-football).
 */
export const providerSync = pgTable("provider_sync", {
  provider: text("provider").primaryKey(),
  competitions: text("competitions").array().notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  /** The last failure's short message (never the key), kept after a success so the operator can read it. */
  lastError: text("last_error"),
  failuresInRow: integer("failures_in_row").notNull().default(0),
  failuresTotal: integer("failures_total").notNull().default(0),
  nextSyncAt: timestamp("next_sync_at", { withTimezone: true }),
  requestsLeftThisMinute: integer("requests_left_this_minute"),
});

// owner: game
/**
 * Fixtures the sync leader read beyond its import horizon, as its last window read gave them: any instance's
 * fetch-new imports from here and never asks the provider (game/match-import.service.ts,
 * docs/decisions.md#fetch-new).
 */
export const fixturesAhead = pgTable(
  "fixtures_ahead",
  {
    provider: text("provider").notNull(),
    apiFixtureId: text("api_fixture_id").notNull(),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    kickoff: timestamp("kickoff", { withTimezone: true }).notNull(),
    leagueId: integer("league_id").notNull(),
    leagueName: text("league_name").notNull(),
    matchday: integer("matchday"),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.apiFixtureId] }), index("fixtures_ahead_kickoff_idx").on(t.provider, t.kickoff)],
);

// owner: oracles
/**
 * LLM_DAILY_CALLS as every instance spends it: one row a UTC day, the calls taken so far by the oracles
 * and by signed-in players' facts together (oracles/llm/llm-call-days.ts,
 * docs/decisions.md#one-model-budget-for-every-instance).
 */
export const llmCallDays = pgTable("llm_call_days", {
  day: text("day").primaryKey(),
  used: integer("used").notNull(),
});

// owner: platform/db
/**
 * Secrets the server generates when the environment gives none (the session secret, the VAPID key pair),
 * kept once for every instance on PostgreSQL: the first instance's insert wins, and the others read it
 * (platform/db/shared-secrets.ts).
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// owner: auth
/**
 * Wrong passwords in a row per e-mail address (an account's or not) and network, and until when that address is
 * refused from that network (auth/sign-in-throttle.ts). Both keys are HMACs under the session secret: the table
 * holds no address and no network. Rows a day past their last failure are purged by the housekeeping.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    emailKey: text("email_key").notNull(),
    networkKey: text("network_key").notNull(),
    failures: integer("failures").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.networkKey] }), index("sign_in_failures_last_failure_idx").on(t.lastFailureAt)],
);

// owner: platform/limits
/**
 * Rate-limit windows every instance counts in, when PostgreSQL is the shared store (platform/limits/postgres-limits.ts).
 * Unlogged (the migration says so; drizzle cannot): a crash may lose counts, which costs nothing.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
});

// owner: platform/limits
/** Live sockets held on any instance, each until it closes or its lease runs out; unlogged as rate_limit_hits. */
export const socketLeases = pgTable(
  "socket_leases",
  {
    id: text("id").primaryKey(),
    address: text("address").notNull(),
    session: text("session"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("socket_leases_address_idx").on(t.address), index("socket_leases_session_idx").on(t.session)],
);

// owner: seasons
/**
 * A competition's season questions (docs/rules.md#season-questions): one row per question, made when the season's
 * questions open. `choices` are what a player may answer (the league's clubs, or its players with their club); at
 * the deadline the row is sealed with the oracles' answers and the crowd's, and once the provider says the season is
 * over, scored with the right answers.
 */
export const seasonQuestions = pgTable(
  "season_questions",
  {
    id: serial("id").primaryKey(),
    leagueId: integer("league_id").notNull(),
    leagueName: text("league_name").notNull(),
    season: integer("season").notNull(),
    kind: text("kind", { enum: SEASON_QUESTION_KINDS }).notNull(),
    points: integer("points").notNull(),
    choices: jsonb("choices").$type<Array<{ value: string; club: string | null }>>().notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    sealedAt: timestamp("sealed_at", { withTimezone: true }),
    /**
     * At the deadline: each oracle's answer and its chance of it, 0-1, with the hash of its entry in the prediction chain
     * (absent on rows sealed before answers entered the chain); points once scored.
     */
    oracleAnswers: jsonb("oracle_answers").$type<Array<{ aiName: AiName; answer: string; chance: number; points: number | null; hash?: string }>>(),
    /** At the deadline: how many answered, each answer's count (never who gave it), and the commonest answer. */
    answerCounts: jsonb("answer_counts").$type<Array<{ answer: string; count: number }>>(),
    crowdAnswer: text("crowd_answer"),
    /** The hash of the crowd's answer's entry in the prediction chain. */
    crowdHash: text("crowd_hash"),
    /** Once scored: the right answers (tied top scorers all count). */
    result: jsonb("result").$type<string[]>(),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("season_questions_kind_idx").on(t.leagueId, t.season, t.kind), index("season_questions_deadline_idx").on(t.deadline)],
);

// owner: seasons
/** A player's answer to a season question: changed freely until the deadline, then sealed with a salted hash and never changed. */
export const seasonAnswers = pgTable(
  "season_answers",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => seasonQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set at the deadline (shared/season-answer.ts): the salt is shown only to the player. */
    salt: text("salt"),
    commitment: text("commitment"),
    /** Null until the question is scored. */
    points: integer("points"),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index("season_answers_user_idx").on(t.userId)],
);

// owner: seasons
/**
 * Each oracle's odds for a competition's season after a matchday: every club's chance of the title and of finishing
 * bottom, from SEASONS_SIMULATED simulated seasons of its own match model (season-simulation.ts). One row per reading,
 * so a page shows how the odds moved.
 */
export const seasonOdds = pgTable(
  "season_odds",
  {
    leagueId: integer("league_id").notNull(),
    season: integer("season").notNull(),
    aiName: text("ai_name", { enum: ["ChatGPT", "Grok"] }).notNull(),
    /** The rounds complete when the odds were read. */
    afterRound: integer("after_round").notNull(),
    seasons: integer("seasons").notNull(),
    clubs: jsonb("clubs").$type<Array<{ club: string; champion: number; bottom: number }>>().notNull(),
    scorers: jsonb("scorers").$type<Array<{ player: string; club: string; topScorer: number }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season, t.aiName, t.afterRound] })],
);
