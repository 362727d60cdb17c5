ALTER TABLE "pledges" ADD COLUMN "cancel_signature" text;--> statement-breakpoint
CREATE INDEX "pledge_periods_tx_hash_idx" ON "pledge_periods" USING btree ("tx_hash");