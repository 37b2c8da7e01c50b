ALTER TABLE "commentary" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "translations" jsonb;