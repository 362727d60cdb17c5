import { bigint, integer, type PgColumn, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The columns that place a row on the chain: the log it was read from (`tx_hash`, `log_index`)
 *  and its block, whose hash tells a reorganisation apart. Fresh builders on every call, as
 *  drizzle wants one per table. */
export const onChainEventColumns = () => ({
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index').notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
});

/** One row per log: `<table>_chain_tx_log_unique` on (chain_id, tx_hash, log_index). */
export const oneRowPerLog = (
  tableName: string,
  table: { chainId: PgColumn; txHash: PgColumn; logIndex: PgColumn },
) => uniqueIndex(`${tableName}_chain_tx_log_unique`).on(table.chainId, table.txHash, table.logIndex);
