CREATE TABLE "season_answers" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"salt" text,
	"commitment" text,
	"points" integer,
	CONSTRAINT "season_answers_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "season_odds" (
	"league_id" integer NOT NULL,
	"season" integer NOT NULL,
	"ai_name" text NOT NULL,
	"after_round" integer NOT NULL,
	"seasons" integer NOT NULL,
	"clubs" jsonb NOT NULL,
	"scorers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_odds_league_id_season_ai_name_after_round_pk" PRIMARY KEY("league_id","season","ai_name","after_round")
);
--> statement-breakpoint
CREATE TABLE "season_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"league_name" text NOT NULL,
	"season" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sealed_at" timestamp with time zone,
	"oracle_answers" jsonb,
	"answer_counts" jsonb,
	"crowd_answer" text,
	"result" jsonb,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_period_totals" ADD COLUMN "question_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_answers" ADD CONSTRAINT "season_answers_question_id_season_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."season_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_answers" ADD CONSTRAINT "season_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_answers_user_idx" ON "season_answers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_questions_kind_idx" ON "season_questions" USING btree ("league_id","season","kind");--> statement-breakpoint
CREATE INDEX "season_questions_deadline_idx" ON "season_questions" USING btree ("deadline");