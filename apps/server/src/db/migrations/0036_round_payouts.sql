-- Round payouts (issue 44, decision 141): the pool's MatchPaid events the indexer records (not donations),
-- the round job's failures per campaign, the pool's finalizeAt and the leftover returned to the sponsor.
CREATE TABLE "round_payout_failures" (
	"round_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_payout_failures_round_id_campaign_id_pk" PRIMARY KEY("round_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "round_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"pool_address" text NOT NULL,
	"vault_address" text NOT NULL,
	"token_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "round_payouts_pool_lowercase" CHECK (pool_address = lower(pool_address)),
	CONSTRAINT "round_payouts_vault_lowercase" CHECK (vault_address = lower(vault_address)),
	CONSTRAINT "round_payouts_token_lowercase" CHECK (token_address = lower(token_address)),
	CONSTRAINT "round_payouts_amount_positive" CHECK ("round_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "rounds" DROP CONSTRAINT "rounds_status_check";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "pool_finalize_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "leftover_amount" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "leftover_tx_hash" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "round_payout_failures" ADD CONSTRAINT "round_payout_failures_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_payout_failures" ADD CONSTRAINT "round_payout_failures_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_payouts" ADD CONSTRAINT "round_payouts_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_payouts" ADD CONSTRAINT "round_payouts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_payouts_chain_tx_log_unique" ON "round_payouts" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "round_payouts_round_campaign_unique" ON "round_payouts" USING btree ("round_id","campaign_id");--> statement-breakpoint
CREATE INDEX "round_payouts_campaign_idx" ON "round_payouts" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "round_payouts_chain_block_idx" ON "round_payouts" USING btree ("chain_id","block_number");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_leftover_tx_lowercase" CHECK (leftover_tx_hash = lower(leftover_tx_hash));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_status_check" CHECK ("rounds"."status" in ('open', 'published', 'paid'));