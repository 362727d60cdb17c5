CREATE TYPE "public"."withdrawal_method" AS ENUM('direct', 'gasless');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_request_status" AS ENUM('pending', 'failed');--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"method" "withdrawal_method" NOT NULL,
	"token_address" text,
	"amount" numeric(78, 0) NOT NULL,
	"recipient" text NOT NULL,
	"tx_hash" text NOT NULL,
	"status" "withdrawal_request_status" DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_recipient_lowercase" CHECK (recipient = lower(recipient)),
	CONSTRAINT "withdrawal_requests_tx_hash_lowercase" CHECK (tx_hash = lower(tx_hash))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_chain_tx_unique" ON "withdrawal_requests" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_campaign_id_idx" ON "withdrawal_requests" USING btree ("campaign_id");