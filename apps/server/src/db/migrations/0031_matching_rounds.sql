CREATE TABLE "round_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" jsonb,
	"applied_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "round_applications_status_check" CHECK ("round_applications"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "round_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"donor_address" text,
	"campaign_id" integer,
	"reason" jsonb NOT NULL,
	"moderator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_exclusions_donor_lowercase" CHECK (donor_address = lower(donor_address)),
	CONSTRAINT "round_exclusions_one_target" CHECK (("round_exclusions"."donor_address" is null) <> ("round_exclusions"."campaign_id" is null))
);
--> statement-breakpoint
CREATE TABLE "round_publications" (
	"round_id" integer NOT NULL,
	"version" integer NOT NULL,
	"engine_version" text NOT NULL,
	"file" text NOT NULL,
	"input_hash" text NOT NULL,
	"result_hash" text NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"challenge_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "round_publications_round_id_version_pk" PRIMARY KEY("round_id","version")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sponsor_address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"token_symbol" text NOT NULL,
	"token_decimals" integer NOT NULL,
	"applications_open_at" timestamp with time zone NOT NULL,
	"applications_close_at" timestamp with time zone NOT NULL,
	"donations_open_at" timestamp with time zone NOT NULL,
	"donations_close_at" timestamp with time zone NOT NULL,
	"matching_cap_bps" integer,
	"minimum_gift" numeric(78, 0) NOT NULL,
	"pairwise_threshold" numeric(78, 0) NOT NULL,
	"challenge_hours" integer NOT NULL,
	"pool_amount" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_sponsor_lowercase" CHECK (sponsor_address = lower(sponsor_address)),
	CONSTRAINT "rounds_token_lowercase" CHECK (token_address = lower(token_address)),
	CONSTRAINT "rounds_status_check" CHECK ("rounds"."status" in ('open', 'published')),
	CONSTRAINT "rounds_cap_bps_check" CHECK ("rounds"."matching_cap_bps" is null or "rounds"."matching_cap_bps" between 1 and 10000),
	CONSTRAINT "rounds_amounts_check" CHECK ("rounds"."minimum_gift" >= 0 and "rounds"."pairwise_threshold" > 0 and "rounds"."pool_amount" >= 0),
	CONSTRAINT "rounds_windows_check" CHECK ("rounds"."applications_open_at" < "rounds"."applications_close_at" and "rounds"."donations_open_at" < "rounds"."donations_close_at" and "rounds"."applications_close_at" <= "rounds"."donations_close_at")
);
--> statement-breakpoint
ALTER TABLE "round_applications" ADD CONSTRAINT "round_applications_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_applications" ADD CONSTRAINT "round_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_applications" ADD CONSTRAINT "round_applications_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_applications" ADD CONSTRAINT "round_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_exclusions" ADD CONSTRAINT "round_exclusions_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_exclusions" ADD CONSTRAINT "round_exclusions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_exclusions" ADD CONSTRAINT "round_exclusions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_publications" ADD CONSTRAINT "round_publications_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_publications" ADD CONSTRAINT "round_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_applications_round_campaign_unique" ON "round_applications" USING btree ("round_id","campaign_id");--> statement-breakpoint
CREATE INDEX "round_applications_campaign_idx" ON "round_applications" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_exclusions_donor_unique" ON "round_exclusions" USING btree ("round_id","donor_address") WHERE "round_exclusions"."donor_address" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "round_exclusions_campaign_unique" ON "round_exclusions" USING btree ("round_id","campaign_id") WHERE "round_exclusions"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "rounds_chain_status_idx" ON "rounds" USING btree ("chain_id","status");