-- Decision 111: an all-or-nothing campaign's vault exists on its own chain only. What the indexer or
-- a claim recorded for its address on any other chain (plain transfers listed as donations, and
-- anything a vault deployed there by a stranger did) was never the campaign's: it is forgotten,
-- and the campaigns' totals are computed again from what stays.
DELETE FROM "donations" d USING "campaigns" c
  WHERE d."campaign_id" = c."id" AND c."aon_chain_id" IS NOT NULL AND d."chain_id" <> c."aon_chain_id";--> statement-breakpoint
DELETE FROM "aon_contributions" a USING "campaigns" c
  WHERE a."campaign_id" = c."id" AND c."aon_chain_id" IS NOT NULL AND a."chain_id" <> c."aon_chain_id";--> statement-breakpoint
DELETE FROM "aon_refunds" r USING "campaigns" c
  WHERE r."campaign_id" = c."id" AND c."aon_chain_id" IS NOT NULL AND r."chain_id" <> c."aon_chain_id";--> statement-breakpoint
DELETE FROM "vault_withdrawals" w USING "campaigns" c
  WHERE w."campaign_id" = c."id" AND c."aon_chain_id" IS NOT NULL AND w."chain_id" <> c."aon_chain_id";--> statement-breakpoint
DELETE FROM "vault_owner_changes" o USING "campaigns" c
  WHERE o."campaign_id" = c."id" AND c."aon_chain_id" IS NOT NULL AND o."chain_id" <> c."aon_chain_id";--> statement-breakpoint
DELETE FROM "vault_backfills" b USING "campaigns" c
  WHERE b."campaign_id" = c."id" AND c."aon_chain_id" IS NOT NULL AND b."chain_id" <> c."aon_chain_id";--> statement-breakpoint
UPDATE "campaigns" c SET
  "raised_amount" = (SELECT coalesce(sum(a."counted_amount"), 0) FROM "aon_contributions" a WHERE a."campaign_id" = c."id"),
  "donor_count" = (SELECT count(DISTINCT a."donor_address")::int FROM "aon_contributions" a WHERE a."campaign_id" = c."id"),
  "last_donation_at" = (SELECT max(d."created_at") FROM "donations" d WHERE d."campaign_id" = c."id")
  WHERE c."aon_chain_id" IS NOT NULL;
