CREATE TABLE "league_honours" (
	"league_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	CONSTRAINT "league_honours_league_id_period_period_start_user_id_pk" PRIMARY KEY("league_id","period","period_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "league_honours" ADD CONSTRAINT "league_honours_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_honours" ADD CONSTRAINT "league_honours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_honours_user_idx" ON "league_honours" USING btree ("user_id");--> statement-breakpoint
-- The months and seasons already told: their winners, from the wrap-ups still kept ("You won …": first, with a point).
INSERT INTO "league_honours" ("league_id", "period", "period_start", "user_id", "points", "exact")
SELECT "league_id", substr("kind", 8), "detail"::timestamptz, "user_id", "amount", coalesce("exact", 0)
FROM "notifications"
WHERE "kind" IN ('league_month', 'league_season') AND "place" = 1 AND "amount" > 0 AND "league_id" IS NOT NULL
ON CONFLICT DO NOTHING;
