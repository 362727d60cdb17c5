ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
-- One-off recount (issue 20, item 5): donor counts stored before decision 045 counted every
-- donor, native coin included; a campaign's donors are now the distinct addresses of the
-- donations that count toward its total (counted_amount > 0), as recomputeCampaignTotals does.
UPDATE "campaigns" AS c SET "donor_count" = s."donors"
FROM (
	SELECT c2."id", count(DISTINCT d."donor_address") FILTER (WHERE d."counted_amount" > 0)::int AS "donors"
	FROM "campaigns" c2 LEFT JOIN "donations" d ON d."campaign_id" = c2."id"
	GROUP BY c2."id"
) AS s
WHERE c."id" = s."id" AND c."donor_count" <> s."donors";
