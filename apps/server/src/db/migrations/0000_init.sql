CREATE TYPE "public"."user_role" AS ENUM('USER', 'MODERATOR', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'SUSPENDED', 'PENDING_VERIFICATION');--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"story" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"youtube_url" text,
	"location" text,
	"currency" text DEFAULT 'USDT' NOT NULL,
	"goal_amount" numeric(78, 0) NOT NULL,
	"raised_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"donor_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"vault_address" text,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked" timestamp with time zone,
	"last_donation_at" timestamp with time zone,
	CONSTRAINT "campaigns_vault_address_lowercase" CHECK (vault_address = lower(vault_address)),
	CONSTRAINT "campaigns_currency_check" CHECK ("campaigns"."currency" in ('USDT', 'USDC', 'DAI')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('active', 'paused', 'completed', 'flagged', 'expired', 'pending', 'cancelled')),
	CONSTRAINT "campaigns_amounts_non_negative" CHECK ("campaigns"."goal_amount" >= 0 and "campaigns"."raised_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"donor_user_id" integer,
	"donor_address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token_address" text,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"message" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_donor_address_lowercase" CHECK (donor_address = lower(donor_address)),
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_address" text NOT NULL,
	"username" text NOT NULL,
	"bio" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_wallet_address_lowercase" CHECK (wallet_address = lower(wallet_address))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_vault_address_unique" ON "campaigns" USING btree ("vault_address");--> statement-breakpoint
CREATE INDEX "campaigns_creator_id_idx" ON "campaigns" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_chain_tx_log_unique" ON "donations" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "donations_campaign_id_created_at_idx" ON "donations" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_donor_user_id_idx" ON "donations" USING btree ("donor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wallet_address_unique" ON "users" USING btree ("wallet_address");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");