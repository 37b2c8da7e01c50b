ALTER TABLE "matches" ADD COLUMN "duel_winner" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "duel_decided_by" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "score_grid" integer[];--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "forecast_salt" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "forecast_commitment" text;