-- Native coin forwarded by a contract was numbered -2, -3… among the watched vaults' traces;
-- it is now -1 − its position in the transaction's trace (decision 016). Such rows could not be
-- claimed, so they hold no user or message: drop them and queue their vaults' history again,
-- so they are read back under the new numbering and counted once.
DELETE FROM "vault_backfills" WHERE "campaign_id" IN (SELECT "campaign_id" FROM "donations" WHERE "log_index" < -1);--> statement-breakpoint
DELETE FROM "donations" WHERE "log_index" < -1;
