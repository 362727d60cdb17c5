CREATE TABLE "aon_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"donor_address" text NOT NULL,
	"token_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"counted_amount" numeric(78, 0) NOT NULL,
	"counted_total" numeric(78, 0) NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aon_contributions_donor_lowercase" CHECK (donor_address = lower(donor_address)),
	CONSTRAINT "aon_contributions_token_lowercase" CHECK (token_address = lower(token_address))
);
--> statement-breakpoint
CREATE TABLE "aon_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"donor_address" text NOT NULL,
	"token_address" text NOT NULL,
	"recipient" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"counted_amount" numeric(78, 0) NOT NULL,
	"pushed" boolean NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aon_refunds_donor_lowercase" CHECK (donor_address = lower(donor_address)),
	CONSTRAINT "aon_refunds_recipient_lowercase" CHECK (recipient = lower(recipient))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "funding_model" text DEFAULT 'keep' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "aon_chain_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "aon_goal" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "aon_deadline" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "aon_tokens" text[];--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "aon_outcome" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "aon_outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aon_contributions" ADD CONSTRAINT "aon_contributions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aon_refunds" ADD CONSTRAINT "aon_refunds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aon_contributions_chain_tx_log_unique" ON "aon_contributions" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "aon_contributions_campaign_donor_idx" ON "aon_contributions" USING btree ("campaign_id","donor_address");--> statement-breakpoint
CREATE UNIQUE INDEX "aon_refunds_chain_tx_log_unique" ON "aon_refunds" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "aon_refunds_campaign_donor_idx" ON "aon_refunds" USING btree ("campaign_id","donor_address");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('update', 'withdrawal', 'goal', 'ending', 'moderation', 'outcome'));