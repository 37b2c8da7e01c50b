ALTER TABLE "referrals" ADD COLUMN "applied_from" text;--> statement-breakpoint
CREATE INDEX "referrals_referrer_address_idx" ON "referrals" USING btree ("referrer_id","applied_from","created_at");