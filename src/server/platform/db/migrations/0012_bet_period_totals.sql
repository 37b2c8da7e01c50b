ALTER TABLE "matches" ADD COLUMN "bet_totals_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD COLUMN "credits_won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "matches_bet_totals_pending_idx" ON "matches" USING btree ("settled_at") WHERE "matches"."settled_at" is not null and "matches"."bet_totals_at" is null;