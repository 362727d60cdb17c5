-- Swap-gifts (issue 45, decision 135): what the donor gave SwapAndGive beside what the vault
-- received, for receipts and history; all null for a plain gift.
ALTER TABLE "donations" ADD COLUMN "swapped_amount" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "swapped_token" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "swapped_symbol" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "swapped_decimals" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_swapped_amount_positive" CHECK ("donations"."swapped_amount" > 0);
