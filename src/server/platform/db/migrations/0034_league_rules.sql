CREATE TABLE "league_rules" (
	"league_id" integer NOT NULL,
	"from_week" timestamp with time zone NOT NULL,
	"jokers" boolean NOT NULL,
	"oracle_picks" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_rules_league_id_from_week_pk" PRIMARY KEY("league_id","from_week")
);
--> statement-breakpoint
ALTER TABLE "league_rules" ADD CONSTRAINT "league_rules_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_picks_ruled_idx" ON "match_picks" USING btree ("user_id") WHERE "match_picks"."joker_week" is not null or "match_picks"."by_oracle" is not null;