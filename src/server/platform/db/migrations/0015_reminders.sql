CREATE TABLE "match_reminders" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reminders_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lead_minutes" integer DEFAULT 60 NOT NULL,
	"backed_in_app" boolean DEFAULT false NOT NULL,
	"backed_email" boolean DEFAULT false NOT NULL,
	"featured_in_app" boolean DEFAULT false NOT NULL,
	"featured_email" boolean DEFAULT false NOT NULL,
	"followed_in_app" boolean DEFAULT false NOT NULL,
	"followed_email" boolean DEFAULT false NOT NULL,
	"followed_leagues" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"channel" text NOT NULL,
	"lead_minutes" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_reminders" ADD CONSTRAINT "match_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reminders" ADD CONSTRAINT "match_reminders_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_reminders_user_time_idx" ON "match_reminders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_pending_idx" ON "reminder_deliveries" USING btree ("id") WHERE "reminder_deliveries"."sent_at" is null and "reminder_deliveries"."dropped_at" is null;