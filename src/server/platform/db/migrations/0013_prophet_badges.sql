CREATE TABLE "badge_weeks" (
	"week_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_badges" (
	"league_id" integer NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	CONSTRAINT "league_badges_league_id_week_start_user_id_pk" PRIMARY KEY("league_id","week_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "league_badges" ADD CONSTRAINT "league_badges_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_badges" ADD CONSTRAINT "league_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_badges_user_idx" ON "league_badges" USING btree ("user_id");