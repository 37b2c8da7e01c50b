ALTER TABLE "predictions" ADD COLUMN "prob_home" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "prob_draw" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "prob_away" double precision;