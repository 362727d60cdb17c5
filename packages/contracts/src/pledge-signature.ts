import {
  CANCEL_PLEDGE_TYPES,
  PLEDGE_EIP712_NAME,
  PLEDGE_EIP712_VERSION,
  PLEDGE_TYPES,
} from '@crowdvault/shared/api/pledge';
import { type Address, type Hex, hashTypedData } from 'viem';

/** The terms a donor signs once (PledgeCollector.Pledge). */
export type PledgeTerms = {
  donor: Address;
  vault: Address;
  token: Address;
  amount: bigint;
  period: bigint;
  periods: bigint;
  start: bigint;
  salt: Hex;
};

function pledgeDomain(chainId: number, collector: Address) {
  return {
    name: PLEDGE_EIP712_NAME,
    version: PLEDGE_EIP712_VERSION,
    chainId,
    verifyingContract: collector,
  } as const;
}

/** The typed data a donor signs (viem `signTypedData`) to start a pledge. */
export function pledgeTypedData(chainId: number, collector: Address, pledge: PledgeTerms) {
  return {
    domain: pledgeDomain(chainId, collector),
    types: PLEDGE_TYPES,
    primaryType: 'Pledge',
    message: pledge,
  } as const;
}

/** The typed data a donor signs to cancel a pledge without gas. */
export function cancelPledgeTypedData(chainId: number, collector: Address, pledgeId: Hex) {
  return {
    domain: pledgeDomain(chainId, collector),
    types: CANCEL_PLEDGE_TYPES,
    primaryType: 'CancelPledge',
    message: { pledgeId },
  } as const;
}

/** PledgeCollector.pledgeId: the EIP-712 digest of the pledge, computed off chain. */
export function pledgeId(chainId: number, collector: Address, pledge: PledgeTerms): Hex {
  return hashTypedData(pledgeTypedData(chainId, collector, pledge));
}
