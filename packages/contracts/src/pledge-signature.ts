import {
  CANCEL_PLEDGE_TYPES,
  PLEDGE_EIP712_NAME,
  PLEDGE_EIP712_VERSION,
  PLEDGE_TYPES,
} from '@crowdvault/shared/api/pledge';
import { type Address, getAddress, type Hex, hashTypedData } from 'viem';

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

/** The terms as the API quotes them (decimal strings, addresses in any case), as the contract
 *  takes them. */
export function pledgeTermsOf(quoted: Record<keyof PledgeTerms, string>): PledgeTerms {
  return {
    donor: getAddress(quoted.donor),
    vault: getAddress(quoted.vault),
    token: getAddress(quoted.token),
    amount: BigInt(quoted.amount),
    period: BigInt(quoted.period),
    periods: BigInt(quoted.periods),
    start: BigInt(quoted.start),
    salt: quoted.salt as Hex,
  };
}

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
