CREATE TABLE "league_period_ends" (
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_period_ends_period_period_start_pk" PRIMARY KEY("period","period_start")
);
