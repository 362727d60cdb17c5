CREATE TABLE "safe_confirmations" (
	"safe_transaction_id" integer NOT NULL,
	"owner" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safe_confirmations_safe_transaction_id_owner_pk" PRIMARY KEY("safe_transaction_id","owner"),
	CONSTRAINT "safe_confirmations_owner_lowercase" CHECK (owner = lower(owner))
);
--> statement-breakpoint
CREATE TABLE "safe_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"safe_tx_hash" text NOT NULL,
	"chain_id" integer NOT NULL,
	"safe_address" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"vault_address" text NOT NULL,
	"data" text NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"token_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"recipient" text NOT NULL,
	"proposer" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"execution_tx_hash" text,
	"executed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safe_transactions_safe_lowercase" CHECK (safe_address = lower(safe_address)),
	CONSTRAINT "safe_transactions_vault_lowercase" CHECK (vault_address = lower(vault_address)),
	CONSTRAINT "safe_transactions_recipient_lowercase" CHECK (recipient = lower(recipient)),
	CONSTRAINT "safe_transactions_proposer_lowercase" CHECK (proposer = lower(proposer)),
	CONSTRAINT "safe_transactions_status" CHECK (status in ('open', 'executing', 'executed', 'failed', 'rejected', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "safe_confirmations" ADD CONSTRAINT "safe_confirmations_safe_transaction_id_safe_transactions_id_fk" FOREIGN KEY ("safe_transaction_id") REFERENCES "public"."safe_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_transactions" ADD CONSTRAINT "safe_transactions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safe_transactions_hash_unique" ON "safe_transactions" USING btree ("safe_tx_hash");--> statement-breakpoint
CREATE INDEX "safe_transactions_safe_idx" ON "safe_transactions" USING btree ("chain_id","safe_address","nonce");