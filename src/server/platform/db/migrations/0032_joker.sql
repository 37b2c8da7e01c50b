ALTER TABLE "match_picks" ADD COLUMN "joker_week" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD COLUMN "joker_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "match_picks_joker_week_idx" ON "match_picks" USING btree ("user_id","joker_week") WHERE "match_picks"."joker_week" is not null;