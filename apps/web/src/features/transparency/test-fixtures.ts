import type { LedgerEntry, ReconciliationLine } from '@crowdvault/shared/api/transparency';

// Fixtures the transparency tests share: each test names only what it is about.

export const DONOR = '0x00000000000000000000000000000000000000d1';
export const CREATOR = '0x00000000000000000000000000000000000000c1';
export const USDT = '0x00000000000000000000000000000000000000e1';

/** One line of campaign 5's ledger on Sepolia: 10 USDT given by DONOR, or withdrawn to CREATOR
 *  (9.75 paid out, a 0.25 fee); `fields` changes any of it. */
export function ledgerEntry(
  kind: LedgerEntry['kind'],
  logIndex: number,
  fields: Partial<LedgerEntry> = {},
): LedgerEntry {
  const withdrawal = kind === 'withdrawal';
  return {
    kind,
    campaignId: 5,
    chainId: 11155111,
    transactionHash: `0x${String(logIndex).padStart(64, '0')}`,
    logIndex,
    blockNumber: '10',
    timestamp: '2026-11-20T10:00:00.000Z',
    symbol: 'USDT',
    tokenAddress: USDT,
    decimals: 6,
    amount: '10',
    fee: withdrawal ? '0.25' : null,
    payout: withdrawal ? '9.75' : null,
    recipient: withdrawal ? CREATOR : null,
    donorAddress: withdrawal ? null : DONOR,
    ...fields,
  };
}

/** A token's line of a reconciliation: 25 USDT given, all of it on the chain; `fields` changes any of it. */
export function reconciliationLine(fields: Partial<ReconciliationLine> = {}): ReconciliationLine {
  return {
    symbol: 'USDT',
    tokenAddress: USDT,
    decimals: 6,
    donated: '25',
    withdrawn: '0',
    fees: '0',
    refunded: '0',
    matched: '0',
    expected: '25',
    onChain: '25',
    difference: '0',
    status: 'ok',
    explanation: null,
    reason: null,
    ...fields,
  };
}
