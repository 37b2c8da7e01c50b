// The game's numbers (docs/rules.md), shared by server and client.

export const STARTING_CREDITS = 10_000;
export const PAYOUT_MULTIPLIER = 1.8;
export const STAKE_PRESETS = [100, 500, 1000, 5000] as const;
export const DEFAULT_STAKE = 500;
/**
 * The most one bet may stake (MAX_STAKE may lower it): a hundred starting balances, so only a
 * player who has won many times reaches it, and one bet's payout stays far inside 64-bit credits
 * (docs/decisions.md, "Stake ceiling").
 */
export const MAX_STAKE = 1_000_000;

export const REFERRAL_JOIN_BONUS = 5_000;
export const REFERRAL_FIRST_BET_BONUS = 2_000;
/**
 * The friend's first bet pays the referrer only from this stake up (the smallest preset): a ₡1 bet
 * risked nothing and bought ₡2,000 (docs/decisions.md, "Referral farming"). A smaller first bet
 * leaves the bonus for the friend's first bet that reaches it.
 */
export const REFERRAL_FIRST_BET_MIN_STAKE = 100;
export const REFERRAL_CODE_PREFIX = "PROPHET-";
export const REFERRAL_CODE_LENGTH = 6;
/** No 0/O, 1/I/L: codes are read aloud and typed by hand. */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const MINIMUM_AGE = 13;
export const FETCH_NEW_MATCHES_COUNT = 10;
export const FACTS_PER_CLICK = 3;
export const COMMENTARY_KEEP = 10;
export const ANALYTICS_SESSION_ID_LENGTH = 21;
export const TARGET_VIRAL_COEFFICIENT = 1.3;

export const POINTS = { exact: 10, outcome: 5, goalDifference: 3, miss: 0 } as const;
/** A pick under the week's joker counts this many times its points (docs/rules.md#joker). */
export const JOKER_MULTIPLIER = 2;

/** A player's own score pick: 0-20 goals a side. */
export const MAX_PICK_GOALS = 20;
/** A season question's points for the right answer (docs/rules.md#season-questions). */
export const SEASON_QUESTION_POINTS = { champion: 20, top_scorer: 15, bottom: 10 } as const;
export const SEASON_QUESTION_KINDS = ["champion", "top_scorer", "bottom"] as const;
export type SeasonQuestionKind = (typeof SEASON_QUESTION_KINDS)[number];
/** Questions that open in a season already under way close this long after they open, in the competition's time. */
export const SEASON_LATE_DEADLINE_DAYS = 7;
/** The crowd names its answer to a season question only from this many answers. */
export const SEASON_CROWD_MIN_ANSWERS = 5;
/** The crowd names a pick of its own only from this many picks at kick-off. */
export const CROWD_MIN_PICKS = 5;
/** How many of the commonest scores the crowd reveal lists. */
export const CROWD_TOP_SCORES = 5;
/** Private leagues: how many a player may be in, how many members one holds, its name's length. */
export const MAX_LEAGUES_PER_PLAYER = 20;
export const MAX_LEAGUE_MEMBERS = 500;
export const LEAGUE_NAME_LENGTH = { min: 3, max: 40 } as const;
/** A banter post's length in characters, and how many a page of a league's banter shows. */
export const LEAGUE_POST_LENGTH = 280;
export const LEAGUE_POSTS_SHOWN = 20;
/** Banter posts a player may write in an hour, across their leagues. */
export const LEAGUE_POSTS_PER_HOUR = 60;
/** How many periods back a league's table may be asked for (ten seasons of weeks); its creation bounds it first. */
export const LEAGUE_TABLE_BACK_MAX = 520;
/** How many of a league's latest kicked-off matches, and of its next ones, its picks by match lists (docs/rules.md#league-picks). */
export const LEAGUE_PICKS_SHOWN = { played: 10, next: 5 } as const;
/** How many picks of one league the match page lists from kick-off, the caller's kept: a phone's screen of rows. */
export const LEAGUE_MATCH_PICKS_SHOWN = 12;
/** A member's picks in a league's table, the latest this many (a season's whole list is one scroll on a phone). */
export const MEMBER_PICKS_SHOWN = 200;
/** A league's roll of honour lists its latest this many monthly winners, the rest a tap away (half a season). */
export const HONOUR_MONTHS_SHOWN = 6;
/** A league's invite code: 8 characters of the referral codes' unambiguous alphabet. */
export const LEAGUE_CODE_LENGTH = 8;
/** 'Prophet of the Week' goes to a finished week's top member once its matches are settled, or this long after it ends anyway. */
export const PROPHET_WEEK_GRACE_DAYS = 3;
/** A season starts on 1 July (UTC), between the European leagues' last and first matchdays. */
export const SEASON_START_MONTH = 7;

export const AI_NAMES = ["ChatGPT", "Grok"] as const;
export type AiName = (typeof AI_NAMES)[number];
export const AI_DISPLAY_NAMES: Record<AiName, string> = { ChatGPT: "El Divino", Grok: "O Eterno" };
/**
 * The crowd's pick, frozen at kick-off, sits in the prediction chain beside the oracles under this
 * name and model. It is scored like them but is no side of the duel: nobody bets on it.
 */
export const CROWD_NAME = "Crowd";
export const CROWD_MODEL = "crowd";
export const PREDICTOR_NAMES = [...AI_NAMES, CROWD_NAME] as const;
export type PredictorName = (typeof PREDICTOR_NAMES)[number];

export const TIMINGS_MS = {
  countdownTick: 1_000,
  distributionRefresh: 10_000,
  socialProofRefetch: 30_000,
  viewerRefresh: 20_000,
  commentaryRotation: 4_000,
  tickerRotation: 3_000,
  copyLockout: 1_000,
  copiedIndicator: 2_000,
  toastDuration: 5_000,
  tooltipDelay: 700,
  /** How far apart the arenas open at one kick-off spread their reload of the match list (an engineering figure, not a game rule). */
  kickoffReloadSpread: 5_000,
} as const;

export const PRODUCT_NAME = "The Prophecy League";
export const TAGLINE = "where legends meet code";
export const THEME_STORAGE_KEY = "prophecy-league-theme";

/** What a notification can be about (the database's notifications.kind). */
export const NOTIFICATION_KINDS = [
  "bet_settled",
  "pick_scored",
  "referral_joined",
  "referral_bonus",
  "league_joined",
  "league_owner",
  "league_banter",
  "prophet_badge",
  "league_week",
  "league_month",
  "league_season",
  "kickoff_reminder",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The bell lists the newest this many. */
export const NOTIFICATIONS_SHOWN = 50;
/** Notifications older than this are deleted. */
export const NOTIFICATION_KEEP_DAYS = 90;
/** How long before kick-off a reminder comes: 15 minutes, 1 hour, 3 hours or 24 hours. */
export const REMINDER_LEAD_MINUTES = [15, 60, 180, 1440] as const;
/**
 * The matches a player can be reminded of: those they backed or picked, featured ones, those of
 * competitions they follow, and the featured or followed ones they have not picked yet.
 */
export const REMINDER_GROUPS = ["backed", "featured", "followed", "unpicked"] as const;
export type ReminderGroup = (typeof REMINDER_GROUPS)[number];
/** At most this many reminders reach a player in 24 hours, whatever they chose. */
export const MAX_REMINDERS_PER_DAY = 10;
/** A player follows at most this many competitions. */
export const MAX_FOLLOWED_COMPETITIONS = 20;
