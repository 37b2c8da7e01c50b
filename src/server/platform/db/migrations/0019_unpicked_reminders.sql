ALTER TABLE "notification_preferences" ADD COLUMN "unpicked_in_app" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "unpicked_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "unpicked_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "unpicked" boolean DEFAULT false NOT NULL;