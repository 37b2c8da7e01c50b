CREATE TABLE "fixtures_ahead" (
	"provider" text NOT NULL,
	"api_fixture_id" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"league_id" integer NOT NULL,
	"league_name" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixtures_ahead_provider_api_fixture_id_pk" PRIMARY KEY("provider","api_fixture_id")
);
--> statement-breakpoint
CREATE INDEX "fixtures_ahead_kickoff_idx" ON "fixtures_ahead" USING btree ("provider","kickoff");