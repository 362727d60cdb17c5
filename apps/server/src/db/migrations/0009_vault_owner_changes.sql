CREATE TABLE "vault_owner_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"previous_owner" text NOT NULL,
	"new_owner" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "vault_owner_changes_new_owner_lowercase" CHECK (new_owner = lower(new_owner)),
	CONSTRAINT "vault_owner_changes_previous_owner_lowercase" CHECK (previous_owner = lower(previous_owner))
);
--> statement-breakpoint
ALTER TABLE "vault_owner_changes" ADD CONSTRAINT "vault_owner_changes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vault_owner_changes_chain_tx_log_unique" ON "vault_owner_changes" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "vault_owner_changes_campaign_idx" ON "vault_owner_changes" USING btree ("campaign_id","block_number","log_index");