CREATE TABLE "reminder_requests" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_requests_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "picks" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "exact" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_requests" ADD CONSTRAINT "reminder_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_requests" ADD CONSTRAINT "reminder_requests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_requests_match_idx" ON "reminder_requests" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "notifications_user_changed_idx" ON "notifications" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "notifications_changed_idx" ON "notifications" USING btree ("changed_at");--> statement-breakpoint
UPDATE "notifications" SET "changed_at" = "created_at";--> statement-breakpoint
-- Each player's single scored-pick notifications become one entry per UTC kick-off day (exact = 10 points),
-- unread when any of them was.
INSERT INTO "notifications" ("user_id", "kind", "day", "picks", "amount", "exact", "read_at", "created_at", "changed_at")
SELECT n."user_id", 'pick_scored', (m."match_date" AT TIME ZONE 'UTC')::date, count(*)::int, coalesce(sum(n."amount"), 0),
  (count(*) FILTER (WHERE n."amount" = 10))::int, CASE WHEN bool_and(n."read_at" IS NOT NULL) THEN max(n."read_at") END,
  min(n."created_at"), max(n."created_at")
FROM "notifications" n JOIN "matches" m ON m."id" = n."match_id"
WHERE n."kind" = 'pick_scored' AND n."day" IS NULL
GROUP BY n."user_id", (m."match_date" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
DELETE FROM "notifications" WHERE "kind" = 'pick_scored' AND "day" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_pick_day_idx" ON "notifications" USING btree ("user_id","day") WHERE kind = 'pick_scored';