-- Which Merkle root of a round's published version its pool contract holds (issue 44, decision 136):
-- set by the round's job once publishResult is mined (the zero root for a version that matched
-- nothing), so a version is never sent twice.
ALTER TABLE "round_publications" ADD COLUMN "pool_root" text;--> statement-breakpoint
ALTER TABLE "round_publications" ADD COLUMN "pool_tx_hash" text;--> statement-breakpoint
ALTER TABLE "round_publications" ADD COLUMN "pool_block" bigint;--> statement-breakpoint
ALTER TABLE "round_publications" ADD CONSTRAINT "round_publications_pool_root_lowercase" CHECK (pool_root = lower(pool_root));--> statement-breakpoint
ALTER TABLE "round_publications" ADD CONSTRAINT "round_publications_pool_tx_lowercase" CHECK (pool_tx_hash = lower(pool_tx_hash));