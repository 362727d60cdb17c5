-- A matching round's pool contract terms not in its other columns (issue 44, decision 136): the
-- operator and grace period, fixed at creation on a chain with a MatchingPoolFactory; both null
-- for a round whose pool is an admin's figure.
ALTER TABLE "rounds" ADD COLUMN "pool_operator_address" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "pool_grace_seconds" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_pool_operator_lowercase" CHECK (pool_operator_address = lower(pool_operator_address));--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_pool_terms_check" CHECK (("rounds"."pool_operator_address" is null) = ("rounds"."pool_grace_seconds" is null) and ("rounds"."pool_grace_seconds" is null or "rounds"."pool_grace_seconds" > 0));