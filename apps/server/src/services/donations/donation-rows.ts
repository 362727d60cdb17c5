import type { Address, Hex } from 'viem';
import { convertDecimals } from '../../chain/amounts';
import type { TokenDeployment } from '../../chain/deployment';
import { NATIVE_DECIMALS } from '../../chain/native-coin';
import type { NewDonation } from './donation-store';

/** Where a transfer sits on the chain and whom it paid: the same for the indexer and for
 *  POST /api/donations, so both record identical rows for one transfer. */
export interface TransferPlace {
  chainId: number;
  campaignId: number;
  /** Decimals of the campaign's currency, for the counted amount. */
  campaignDecimals: number;
  from: Address;
  amount: bigint;
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  /** Block time, in seconds. */
  timestamp: bigint;
}

/** Log index recorded for a native-coin payment: a transaction pays at most one top-level value,
 *  and no real log has a negative index (decision 032). */
export const NATIVE_LOG_INDEX = -1;

/** A stablecoin transfer: counted 1:1 toward the goal in the campaign's currency. */
export function tokenDonationRow(place: TransferPlace, token: TokenDeployment): NewDonation {
  return row(
    place,
    place.logIndex,
    token.address.toLowerCase(),
    token.symbol,
    token.decimals,
    convertDecimals(place.amount, token.decimals, place.campaignDecimals),
  );
}

/** A native-coin payment: recorded, but not counted toward a stablecoin goal. `logIndex` tells
 *  internal payments of one transaction apart (decision 032). */
export function nativeDonationRow(
  place: Omit<TransferPlace, 'logIndex'>,
  symbol: string,
  logIndex = NATIVE_LOG_INDEX,
): NewDonation {
  return row(place, logIndex, null, symbol, NATIVE_DECIMALS, 0n);
}

// One object literal, no spreads: a backfill builds tens of thousands of these, and spreading
// objects with bigint fields cost ~8 µs a row (10× the literal).
function row(
  place: Omit<TransferPlace, 'logIndex'>,
  logIndex: number,
  tokenAddress: string | null,
  currency: string,
  tokenDecimals: number,
  countedAmount: bigint,
): NewDonation {
  return {
    campaignId: place.campaignId,
    chainId: place.chainId,
    donorAddress: place.from.toLowerCase(),
    tokenAddress,
    currency,
    amount: place.amount,
    tokenDecimals,
    countedAmount,
    txHash: place.txHash.toLowerCase(),
    logIndex,
    blockNumber: place.blockNumber,
    blockHash: place.blockHash,
    createdAt: new Date(Number(place.timestamp) * 1000),
    // Nobody has claimed a transfer yet: it shows as anonymous until its sender attaches their
    // identity through POST /api/donations.
    isAnonymous: true,
  };
}
