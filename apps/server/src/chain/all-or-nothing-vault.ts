import { allOrNothingFactoryAbi, allOrNothingVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { predictAllOrNothingVaultAddress } from '@crowdvault/contracts/vault-address';
import { REFUND_ERRORS } from '@crowdvault/shared/api/refund';
import { parseUnits } from '@crowdvault/shared/format';
import { type Address, getAddress } from 'viem';
import { AppError } from '../errors';
import type { ChainContext } from './context';
import { revertReasonOf } from './revert-reason';

/** The vault's errors decode through the factory too (deployVault initialises the clone). */
export const AON_FACTORY_ABI = [
  ...allOrNothingFactoryAbi,
  ...allOrNothingVaultAbi.filter((item) => item.type === 'error'),
] as const;

/** What an all-or-nothing vault is deployed with (decision 090): everything its salt binds. */
export interface VaultTerms {
  chainId: number;
  factoryAddress: Address;
  implementationAddress: Address;
  owner: Address;
  /** 18-decimal stablecoin units. */
  goal: bigint;
  /** Unix seconds. */
  deadline: bigint;
  /** The chain's listed stablecoins, in the deployment's order. */
  tokens: Address[];
}

/** The terms of a new campaign's vault on `chain`, or a 400 when the chain has no all-or-nothing
 *  factory. The goal is the campaign's goal at face value; the deadline its end, to the second. */
export function vaultTermsFor(
  chain: ChainContext,
  owner: string,
  goalAmount: string,
  endDate: Date,
): Omit<VaultTerms, 'owner'> & { owner: Address } {
  const { allOrNothingFactoryAddress, allOrNothingImplementationAddress } = chain.deployment;
  if (!allOrNothingFactoryAddress || !allOrNothingImplementationAddress) {
    throw new AppError(
      'BAD_REQUEST',
      `body/chainId: All-or-nothing campaigns are not available on ${chain.name} yet`,
    );
  }
  return {
    chainId: chain.chainId,
    factoryAddress: allOrNothingFactoryAddress,
    implementationAddress: allOrNothingImplementationAddress,
    owner: getAddress(owner),
    goal: parseUnits(goalAmount, 18),
    deadline: BigInt(Math.floor(endDate.getTime() / 1000)),
    tokens: chain.deployment.tokens.map((token) => getAddress(token.address)),
  };
}

export function vaultAddressOf(terms: VaultTerms, campaignId: number): Address {
  return predictAllOrNothingVaultAddress({ ...terms, campaignId: BigInt(campaignId) });
}

/** The vault's custom errors in words a person acts on (the API's refusals say the same). */
const REASONS: Record<string, string> = {
  DeadlineInPast: 'the deadline is in the past',
  DurationTooLong: 'the deadline is too far ahead',
  GoalTooLow: 'the goal is below the minimum',
  TokenNotListed: 'this token is not one the vault accepts',
  FundingClosed: 'the deadline has passed',
  NotSucceeded: 'nothing can be withdrawn before the campaign has reached its goal',
  NotFailed: REFUND_ERRORS.notFailed,
  NothingToRefund: REFUND_ERRORS.nothingToRefund,
  InvalidSigner: REFUND_ERRORS.wrongDonor,
  SignatureExpired: REFUND_ERRORS.signatureExpired,
  RefundsReserved: 'what donors are owed back cannot be withdrawn',
};

export function vaultRevertReason(error: unknown): string {
  return revertReasonOf(error, REASONS);
}
