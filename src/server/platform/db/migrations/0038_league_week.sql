ALTER TABLE "notifications" ADD COLUMN "place" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "members" integer;