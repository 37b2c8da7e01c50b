ALTER TABLE "predictions" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "season_question_id" integer;--> statement-breakpoint
ALTER TABLE "season_questions" ADD COLUMN "crowd_hash" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_season_question_id_season_questions_id_fk" FOREIGN KEY ("season_question_id") REFERENCES "public"."season_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_season_question_ai_idx" ON "predictions" USING btree ("season_question_id","ai_name");--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_or_season_question" CHECK (("predictions"."match_id" is null) <> ("predictions"."season_question_id" is null));