CREATE TABLE "pledge_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"pledge_row_id" integer NOT NULL,
	"period_index" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"tx_hash" text,
	"last_attempt_at" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_periods_status_check" CHECK ("pledge_periods"."status" in ('sending', 'collected', 'failed', 'missed', 'deferred'))
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"pledge_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"donor_address" text NOT NULL,
	"vault_address" text NOT NULL,
	"token_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"period_seconds" integer NOT NULL,
	"periods" integer NOT NULL,
	"until_cancelled" boolean NOT NULL,
	"start_at" bigint NOT NULL,
	"salt" text NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"cancel_tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledges_donor_lowercase" CHECK (donor_address = lower(donor_address)),
	CONSTRAINT "pledges_vault_lowercase" CHECK (vault_address = lower(vault_address)),
	CONSTRAINT "pledges_token_lowercase" CHECK (token_address = lower(token_address)),
	CONSTRAINT "pledges_status_check" CHECK ("pledges"."status" in ('active', 'past_due', 'lapsed', 'cancelled', 'completed', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "pledge_periods" ADD CONSTRAINT "pledge_periods_pledge_row_id_pledges_id_fk" FOREIGN KEY ("pledge_row_id") REFERENCES "public"."pledges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_periods_unique" ON "pledge_periods" USING btree ("pledge_row_id","period_index");--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_pledge_id_unique" ON "pledges" USING btree ("pledge_id");--> statement-breakpoint
CREATE INDEX "pledges_user_idx" ON "pledges" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pledges_chain_status_idx" ON "pledges" USING btree ("chain_id","status");