ALTER TABLE "match_picks" ADD COLUMN "by_oracle" text;--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD COLUMN "oracle_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD COLUMN "oracle_picks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oracle_fill" text;