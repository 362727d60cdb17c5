CREATE TABLE "indexer_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "indexer_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "indexer_state" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"checkpoint_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"token_address" text,
	"recipient" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"payout" numeric(78, 0) NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_withdrawals_recipient_lowercase" CHECK (recipient = lower(recipient))
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "token_decimals" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "counted_amount" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vault_withdrawals" ADD CONSTRAINT "vault_withdrawals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vault_withdrawals_chain_tx_log_unique" ON "vault_withdrawals" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "vault_withdrawals_campaign_id_idx" ON "vault_withdrawals" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "donations_donor_address_idx" ON "donations" USING btree ("donor_address");--> statement-breakpoint
CREATE INDEX "donations_chain_block_idx" ON "donations" USING btree ("chain_id","block_number");