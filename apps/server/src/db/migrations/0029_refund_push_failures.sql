CREATE TABLE "aon_refund_push_failures" (
	"campaign_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"donor_address" text NOT NULL,
	"token_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"attempts" integer NOT NULL,
	"gas_used" bigint NOT NULL,
	"last_tx_hash" text NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"given_up_at" timestamp with time zone,
	CONSTRAINT "aon_refund_push_failures_campaign_id_donor_address_token_address_pk" PRIMARY KEY("campaign_id","donor_address","token_address"),
	CONSTRAINT "aon_refund_push_failures_donor_lowercase" CHECK (donor_address = lower(donor_address)),
	CONSTRAINT "aon_refund_push_failures_token_lowercase" CHECK (token_address = lower(token_address))
);
--> statement-breakpoint
ALTER TABLE "aon_refund_push_failures" ADD CONSTRAINT "aon_refund_push_failures_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;