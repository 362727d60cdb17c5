ALTER TABLE "campaigns" ADD COLUMN "vault_owner" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_vault_owner_lowercase" CHECK (vault_owner = lower(vault_owner));