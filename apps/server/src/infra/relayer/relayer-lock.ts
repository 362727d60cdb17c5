import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SendLock } from './relayer';

/** First key of the relayer's advisory lock: "CVRL" in ASCII (the indexer's is "CVIX"). The second
 *  is the chain id: one sender at a time per chain. */
const RELAYER_LOCK_NAMESPACE = 0x4356524c;

/**
 * Instances sharing one PostgreSQL share the relayer key too. Each reads the node's pending nonce
 * before it sends; two reading at once would both pick the same nonce, and one transaction would
 * be dropped. A transaction-scoped advisory lock runs one send at a time across instances; it is
 * released at commit, or by the server if the instance dies mid-send.
 */
export function databaseSendLock(db: Database, chainId: number): SendLock {
  return (run) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RELAYER_LOCK_NAMESPACE}, ${chainId})`);
      return run();
    });
}
