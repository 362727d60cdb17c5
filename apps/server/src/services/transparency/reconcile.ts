import type { ReconciliationLine } from '@crowdvault/shared/api/transparency';
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
    explanation: difference === 0n ? null : explainDifference(token, difference, point),
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
  };
}

function explainDifference(token: ChainToken, difference: bigint, point: ReadingPoint): string {
  const amount = `${formatUnits(difference < 0n ? -difference : difference, token.decimals)} ${token.symbol}`;
  const behind = point.indexedBlock === null || point.indexedBlock < point.blockNumber;
  const reached =
    point.indexedBlock === null
      ? 'The indexer has not recorded any block yet'
      : `The indexer has recorded up to block ${point.indexedBlock}, the balance was read at block ${point.blockNumber}`;
  if (difference > 0n) {
    if (behind) {
      return `The chain holds ${amount} more than the ledger records. ${reached}: a transfer in a block it has not reached yet is recorded once it does.`;
    }
    return token.address === null
      ? `The chain holds ${amount} more than the ledger records: native coin sent by a contract is not seen on a node without traces (decision 032), or it was sent before the vault's history was read.`
      : `The chain holds ${amount} more than the ledger records: it arrived without a Transfer event the indexer reads (a token minted to the vault, say). It stays in the vault and can be withdrawn.`;
  }
  return behind
    ? `The chain holds ${amount} less than the ledger records. ${reached}: a withdrawal in a block it has not reached yet is recorded once it does.`
    : `The chain holds ${amount} less than the ledger records: a recorded transfer is no longer on the chain (a reorganisation the indexer has not undone yet), or the token charged a fee on transfer.`;
}
