import type { ReconciliationLine, ReconciliationReason } from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import type { ChainToken } from '../../chain/tokens';
import type { TokenSums } from './ledger-sums';
import type { UnlistedHolding } from './unlisted-tokens';

/** Where the reading stood: the block balances were read at and the indexer's checkpoint. */
export interface ReadingPoint {
  blockNumber: bigint;
  indexedBlock: bigint | null;
}

/** One listed token: its recorded sums against its balance on the chain. Refunds an all-or-nothing
 *  vault paid back leave it like withdrawals, and a round's match comes in beside the donations
 *  (donated + matched − withdrawn − refunded = balance, decision 141). */
export function reconcileToken(
  token: ChainToken,
  sums: Pick<TokenSums, 'donated' | 'withdrawn' | 'fees' | 'refunded' | 'matched'>,
  onChain: bigint,
  point: ReadingPoint,
): ReconciliationLine {
  const expected = sums.donated + sums.matched - sums.withdrawn - sums.refunded;
  const difference = onChain - expected;
  const units = (value: bigint) => formatUnits(value, token.decimals);
  const reason = difference === 0n ? null : reasonOfDifference(token, difference, point);
  return {
    symbol: token.symbol,
    tokenAddress: token.address,
    decimals: token.decimals,
    donated: units(sums.donated),
    withdrawn: units(sums.withdrawn),
    fees: units(sums.fees),
    refunded: units(sums.refunded),
    matched: units(sums.matched),
    expected: units(expected),
    onChain: units(onChain),
    difference: units(difference),
    status: difference === 0n ? 'ok' : 'mismatch',
    explanation: reason && explainDifference(reason),
    reason,
  };
}

/** A token the platform does not list, found in a vault: never counted, always a mismatch. */
export function reconcileUnlisted(holding: UnlistedHolding): ReconciliationLine {
  const units = (value: bigint) => formatUnits(value, holding.decimals);
  return {
    symbol: holding.symbol,
    tokenAddress: holding.address,
    decimals: holding.decimals,
    donated: '0',
    withdrawn: '0',
    fees: '0',
    refunded: '0',
    matched: '0',
    expected: '0',
    onChain: units(holding.balance),
    difference: units(holding.balance),
    status: 'unlisted',
    explanation:
      `${units(holding.received)} ${holding.symbol} (${holding.address}) arrived in ${holding.transfers} ` +
      `transfer${holding.transfers === 1 ? '' : 's'}, but the platform does not list this token: it is not ` +
      'recorded as a donation and does not count toward the goal. It stays in the vault; its owner can ' +
      'still withdraw it from the contract.',
    reason: {
      kind: 'unlisted',
      received: units(holding.received),
      symbol: holding.symbol,
      tokenAddress: holding.address,
      transfers: holding.transfers,
    },
  };
}

type DifferenceReason = Exclude<ReconciliationReason, { kind: 'unlisted' }>;

/** Why the chain and the ledger differ, as data: the web app writes the sentence from it in the
 *  reader's language, `explainDifference` in English for API callers. */
function reasonOfDifference(token: ChainToken, difference: bigint, point: ReadingPoint): DifferenceReason {
  const behind = point.indexedBlock === null || point.indexedBlock < point.blockNumber;
  const facts = {
    amount: formatUnits(difference < 0n ? -difference : difference, token.decimals),
    symbol: token.symbol,
    indexedBlock: point.indexedBlock?.toString() ?? null,
    readBlock: point.blockNumber.toString(),
  };
  if (difference > 0n) {
    if (behind) return { kind: 'more-not-indexed-yet', ...facts };
    return { kind: token.address === null ? 'more-native-coin' : 'more-without-transfer', ...facts };
  }
  return { kind: behind ? 'less-not-indexed-yet' : 'less-gone', ...facts };
}

function explainDifference(reason: DifferenceReason): string {
  const amount = `${reason.amount} ${reason.symbol}`;
  const reached =
    reason.indexedBlock === null
      ? 'The indexer has not recorded any block yet'
      : `The indexer has recorded up to block ${reason.indexedBlock}, the balance was read at block ${reason.readBlock}`;
  switch (reason.kind) {
    case 'more-not-indexed-yet':
      return `The chain holds ${amount} more than the ledger records. ${reached}: a transfer in a block it has not reached yet is recorded once it does.`;
    case 'more-native-coin':
      return `The chain holds ${amount} more than the ledger records: native coin sent by a contract is not seen on a node without traces (decision 032), or it was sent before the vault's history was read.`;
    case 'more-without-transfer':
      return `The chain holds ${amount} more than the ledger records: it arrived without a Transfer event the indexer reads (a token minted to the vault, say). It stays in the vault and can be withdrawn.`;
    case 'less-not-indexed-yet':
      return `The chain holds ${amount} less than the ledger records. ${reached}: a withdrawal in a block it has not reached yet is recorded once it does.`;
    case 'less-gone':
      return `The chain holds ${amount} less than the ledger records: a recorded transfer is no longer on the chain (a reorganisation the indexer has not undone yet), or the token charged a fee on transfer.`;
  }
}
