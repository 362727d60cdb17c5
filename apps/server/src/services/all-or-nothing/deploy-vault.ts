import { encodeFunctionData } from 'viem';
import { AON_FACTORY_ABI, type VaultTerms, vaultRevertReason } from '../../chain/all-or-nothing-vault';
import type { ChainContext } from '../../chain/context';
import { AppError } from '../../errors';
import { relayAndWait } from '../../infra/relayer/relay-and-wait';
import type { Relayer } from '../../infra/relayer/relayer';

const RECEIPT_TIMEOUT_MS = 30_000;

export const DEPLOY_REFUSALS = {
  gasTooHigh:
    'All-or-nothing campaigns cannot be created while network fees are high. Please try again later.',
  lowBalance:
    'All-or-nothing campaigns cannot be created right now (the platform relayer is low on funds). Please try again later.',
} as const;

/**
 * Deploys a new campaign's all-or-nothing vault from the chain's relayer lane and waits until it is
 * mined, so every entry point exists before the address is shown (decision 090). A dry run first:
 * terms the vault would refuse (a deadline in the past…) are a 400 that cost no gas.
 */
export async function deployAllOrNothingVault(
  chain: ChainContext,
  relayer: Relayer,
  campaignId: number,
  terms: VaultTerms,
): Promise<void> {
  const args = [BigInt(campaignId), terms.owner, terms.goal, terms.deadline, terms.tokens] as const;
  let gas: bigint;
  try {
    gas = await chain.client.estimateContractGas({
      address: terms.factoryAddress,
      abi: AON_FACTORY_ABI,
      functionName: 'deployVault',
      args,
      account: relayer.address,
    });
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The vault would refuse this campaign: ${vaultRevertReason(error)}`);
  }
  const receipt = await relayAndWait(
    relayer,
    chain.client,
    {
      to: terms.factoryAddress,
      data: encodeFunctionData({ abi: AON_FACTORY_ABI, functionName: 'deployVault', args }),
      estimatedGas: gas,
    },
    DEPLOY_REFUSALS,
    RECEIPT_TIMEOUT_MS,
  );
  if (receipt.status !== 'success') {
    throw new AppError('SERVICE_UNAVAILABLE', 'The campaign vault could not be deployed. Please try again.');
  }
}
