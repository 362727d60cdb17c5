ALTER TABLE "pledges" ADD COLUMN "is_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Collections recorded before the donor could choose were shown as anonymous though nobody asked
-- (issue 40): they are credited to the pledge's donor by name, as its later ones are.
UPDATE "donations" AS d SET "is_anonymous" = false
FROM "pledge_periods" AS pp JOIN "pledges" AS p ON p."id" = pp."pledge_row_id"
WHERE lower(pp."tx_hash") = d."tx_hash" AND p."chain_id" = d."chain_id"
  AND p."donor_address" = d."donor_address" AND d."is_anonymous";
