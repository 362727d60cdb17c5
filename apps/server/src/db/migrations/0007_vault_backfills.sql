CREATE TABLE "vault_backfills" (
	"chain_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"next_block" bigint NOT NULL,
	"to_block" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_backfills_chain_id_campaign_id_pk" PRIMARY KEY("chain_id","campaign_id")
);
--> statement-breakpoint
ALTER TABLE "vault_backfills" ADD CONSTRAINT "vault_backfills_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_backfills_pending_idx" ON "vault_backfills" USING btree ("chain_id","next_block") WHERE "vault_backfills"."next_block" <= "vault_backfills"."to_block";