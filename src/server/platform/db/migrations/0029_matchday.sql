ALTER TABLE "fixtures_ahead" ADD COLUMN "matchday" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "matchday" integer;