CREATE TABLE "provider_sync" (
	"provider" text PRIMARY KEY NOT NULL,
	"competitions" text[] NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	"failures_in_row" integer DEFAULT 0 NOT NULL,
	"failures_total" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone,
	"requests_left_this_minute" integer
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reveal_at" timestamp with time zone;