CREATE TABLE "match_picks" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_picks_user_id_match_id_pk" PRIMARY KEY("user_id","match_id"),
	CONSTRAINT "match_picks_goals_range" CHECK ("match_picks"."home" between 0 and 20 and "match_picks"."away" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "match_picks" ADD CONSTRAINT "match_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_picks" ADD CONSTRAINT "match_picks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_picks_match_idx" ON "match_picks" USING btree ("match_id");