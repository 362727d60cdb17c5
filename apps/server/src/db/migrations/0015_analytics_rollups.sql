CREATE TABLE "donation_amounts" (
	"campaign_id" integer NOT NULL,
	"counted_amount" numeric(78, 0) NOT NULL,
	"gifts" integer NOT NULL,
	CONSTRAINT "donation_amounts_campaign_id_counted_amount_pk" PRIMARY KEY("campaign_id","counted_amount")
);
--> statement-breakpoint
CREATE TABLE "donation_days" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"token_decimals" integer NOT NULL,
	"gifts" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"counted_gifts" integer NOT NULL,
	"wallet_gifts" integer NOT NULL,
	"counted_amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "donation_days_campaign_id_day_currency_token_decimals_pk" PRIMARY KEY("campaign_id","day","currency","token_decimals")
);
--> statement-breakpoint
CREATE TABLE "donation_donors" (
	"campaign_id" integer NOT NULL,
	"donor_address" text NOT NULL,
	"counted_gifts" integer NOT NULL,
	"named_gifts" integer NOT NULL,
	"named_amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "donation_donors_campaign_id_donor_address_pk" PRIMARY KEY("campaign_id","donor_address")
);
--> statement-breakpoint
ALTER TABLE "donation_amounts" ADD CONSTRAINT "donation_amounts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_days" ADD CONSTRAINT "donation_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_donors" ADD CONSTRAINT "donation_donors_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Creator analytics' roll-ups (decision 058) move with every statement that writes donations:
-- inserts (the indexer, claims, backfills), updates (a claim naming its donor, a re-included
-- transfer moving block, the demo's re-dating) and deletes (reorganisations). A statement's rows
-- are added (+1) or taken away (-1) as one aggregated upsert per table, in key order (so two
-- writers lock roll-up rows in the same order); rows left at zero are removed. The rows come in
-- as arrays so that this SQL is static and its plan cached: EXECUTE over the transition tables
-- cost a parse and plan per donation statement (0.3-0.5 ms against 0.1-0.2 ms for one row).
CREATE FUNCTION "donation_rollups_add"(added donations[], removed donations[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  WITH delta AS (
      SELECT 1 AS sign, * FROM unnest(added) UNION ALL SELECT -1 AS sign, * FROM unnest(removed)
    ),
    days AS (
      INSERT INTO donation_days AS r (campaign_id, day, currency, token_decimals, gifts, amount,
        counted_gifts, wallet_gifts, counted_amount)
      SELECT campaign_id, (created_at AT TIME ZONE 'UTC')::date, currency, token_decimals,
        sum(sign), sum(sign * amount),
        sum(CASE WHEN counted_amount > 0 THEN sign ELSE 0 END),
        sum(CASE WHEN counted_amount > 0 AND donor_user_id IS NOT NULL THEN sign ELSE 0 END),
        sum(sign * counted_amount)
      FROM delta GROUP BY 1, 2, 3, 4
      -- An update that moved nothing these figures read (a new block hash) writes nothing.
      HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
        OR sum(CASE WHEN counted_amount > 0 THEN sign ELSE 0 END) <> 0
        OR sum(CASE WHEN counted_amount > 0 AND donor_user_id IS NOT NULL THEN sign ELSE 0 END) <> 0
        OR sum(sign * counted_amount) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (campaign_id, day, currency, token_decimals) DO UPDATE SET
        gifts = r.gifts + excluded.gifts, amount = r.amount + excluded.amount,
        counted_gifts = r.counted_gifts + excluded.counted_gifts,
        wallet_gifts = r.wallet_gifts + excluded.wallet_gifts,
        counted_amount = r.counted_amount + excluded.counted_amount
      RETURNING 1
    ),
    donors AS (
      INSERT INTO donation_donors AS r (campaign_id, donor_address, counted_gifts, named_gifts, named_amount)
      SELECT campaign_id, donor_address, sum(sign),
        sum(CASE WHEN NOT is_anonymous THEN sign ELSE 0 END),
        sum(CASE WHEN NOT is_anonymous THEN sign * counted_amount ELSE 0 END)
      FROM delta WHERE counted_amount > 0 GROUP BY 1, 2
      HAVING sum(sign) <> 0 OR sum(CASE WHEN NOT is_anonymous THEN sign ELSE 0 END) <> 0
        OR sum(CASE WHEN NOT is_anonymous THEN sign * counted_amount ELSE 0 END) <> 0
      ORDER BY 1, 2
      ON CONFLICT (campaign_id, donor_address) DO UPDATE SET
        counted_gifts = r.counted_gifts + excluded.counted_gifts,
        named_gifts = r.named_gifts + excluded.named_gifts,
        named_amount = r.named_amount + excluded.named_amount
      RETURNING 1
    )
    INSERT INTO donation_amounts AS r (campaign_id, counted_amount, gifts)
    SELECT campaign_id, counted_amount, sum(sign)
    FROM delta WHERE counted_amount > 0 GROUP BY 1, 2 HAVING sum(sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (campaign_id, counted_amount) DO UPDATE SET gifts = r.gifts + excluded.gifts;
  IF cardinality(removed) > 0 THEN
    DELETE FROM donation_days r USING (
      SELECT DISTINCT campaign_id, (created_at AT TIME ZONE 'UTC')::date AS day, currency, token_decimals
      FROM unnest(removed)) o
    WHERE r.gifts = 0 AND r.campaign_id = o.campaign_id AND r.day = o.day
      AND r.currency = o.currency AND r.token_decimals = o.token_decimals;
    DELETE FROM donation_donors r USING (SELECT DISTINCT campaign_id, donor_address FROM unnest(removed)) o
    WHERE r.counted_gifts = 0 AND r.campaign_id = o.campaign_id AND r.donor_address = o.donor_address;
    DELETE FROM donation_amounts r USING (SELECT DISTINCT campaign_id, counted_amount FROM unnest(removed)) o
    WHERE r.gifts = 0 AND r.campaign_id = o.campaign_id AND r.counted_amount = o.counted_amount;
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "donation_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "donation_rollups_add"(array(SELECT n::donations FROM new_rows n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "donation_rollups_add"('{}', array(SELECT o::donations FROM old_rows o));
  ELSE
    PERFORM "donation_rollups_add"(array(SELECT n::donations FROM new_rows n), array(SELECT o::donations FROM old_rows o));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "donation_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM donation_days;
  DELETE FROM donation_donors;
  DELETE FROM donation_amounts;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Writes wait until the roll-ups below are filled and the triggers exist (same transaction).
LOCK TABLE "donations" IN SHARE MODE;
--> statement-breakpoint
CREATE TRIGGER "donations_rollups_insert" AFTER INSERT ON "donations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "donation_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "donations_rollups_update" AFTER UPDATE ON "donations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "donation_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "donations_rollups_delete" AFTER DELETE ON "donations" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "donation_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "donations_rollups_truncate" AFTER TRUNCATE ON "donations"
  FOR EACH STATEMENT EXECUTE FUNCTION "donation_rollups_clear"();
--> statement-breakpoint
INSERT INTO "donation_days" (campaign_id, day, currency, token_decimals, gifts, amount, counted_gifts,
  wallet_gifts, counted_amount)
SELECT campaign_id, (created_at AT TIME ZONE 'UTC')::date, currency, token_decimals, count(*), sum(amount),
  count(*) FILTER (WHERE counted_amount > 0),
  count(*) FILTER (WHERE counted_amount > 0 AND donor_user_id IS NOT NULL), sum(counted_amount)
FROM donations GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "donation_donors" (campaign_id, donor_address, counted_gifts, named_gifts, named_amount)
SELECT campaign_id, donor_address, count(*), count(*) FILTER (WHERE NOT is_anonymous),
  coalesce(sum(counted_amount) FILTER (WHERE NOT is_anonymous), 0)
FROM donations WHERE counted_amount > 0 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "donation_amounts" (campaign_id, counted_amount, gifts)
SELECT campaign_id, counted_amount, count(*) FROM donations WHERE counted_amount > 0 GROUP BY 1, 2;
