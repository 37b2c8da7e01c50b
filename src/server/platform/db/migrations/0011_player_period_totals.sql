CREATE TABLE "player_period_totals" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"exact" integer DEFAULT 0 NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_period_totals_period_period_start_user_id_pk" PRIMARY KEY("period","period_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD CONSTRAINT "player_period_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;