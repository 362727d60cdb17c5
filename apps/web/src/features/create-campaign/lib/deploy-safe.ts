// Creating a Safe from the create form, loaded only when "Create a new Safe" is used: the Safe SDK
// (protocol-kit) and wagmi stay out of every other page's bundle (decision 104).
import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { SafeContracts } from '@crowdvault/shared/api/safe';
import Safe, { type ContractNetworksConfig } from '@safe-global/protocol-kit';
import type { Address, Hex } from 'viem';
import { sendTransaction, waitForTransactionReceipt } from 'wagmi/actions';
import { t } from '@/lib/i18n/i18n';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';

/** Where protocol-kit finds Safe's contracts on `chain`: the local chains deploy Safe 1.4.1 at
 *  addresses of their own (decision 100), which protocol-kit's built-in list does not know. The
 *  singleton is SafeL2, as protocol-kit picks off Ethereum mainnet and as the demo's Safe uses. */
function contractNetworks(chainId: number, contracts: SafeContracts): ContractNetworksConfig {
  return {
    [String(chainId)]: {
      safeSingletonAddress: contracts.safeL2,
      safeProxyFactoryAddress: contracts.proxyFactory,
      multiSendAddress: contracts.multiSend,
      multiSendCallOnlyAddress: contracts.multiSendCallOnly,
      fallbackHandlerAddress: contracts.fallbackHandler,
      signMessageLibAddress: contracts.signMessageLib,
      createCallAddress: contracts.createCall,
      simulateTxAccessorAddress: contracts.simulateTxAccessor,
    },
  };
}

export interface NewSafe {
  owners: string[];
  threshold: number;
  /** Every network the vault will take gifts on: the Safe is created on each, at one address. */
  chains: ChainConfig[];
  /** The signed-in wallet, which sends (and pays for) each deployment. */
  from: string;
  /** Before each network's deployment: which one, and its place in the list. */
  onStep?: (chain: ChainConfig, index: number) => void;
}

/**
 * Creates the Safe with protocol-kit on each chain and returns its address. One salt nonce for all
 * of them, so the same factory and setup give the same address everywhere (checked); a chain where
 * it already exists (a retry after one network went through) is skipped.
 */
export async function deploySafe({ owners, threshold, chains, from, onStep }: NewSafe): Promise<Address> {
  const saltNonce = String(Date.now());
  let address: Address | null = null;
  for (const [index, chain] of chains.entries()) {
    if (!chain.safeContracts)
      throw new Error(t('Safes are not available on {network}.', { network: chain.chainName }));
    onStep?.(chain, index);
    const kit = await Safe.init({
      provider: chain.rpcUrl,
      predictedSafe: {
        safeAccountConfig: { owners, threshold },
        safeDeploymentConfig: { saltNonce, safeVersion: '1.4.1' },
      },
      contractNetworks: contractNetworks(chain.chainId, chain.safeContracts),
    });
    const predicted = (await kit.getAddress()) as Address;
    if (address && predicted.toLowerCase() !== address.toLowerCase()) {
      throw new Error(
        t('The Safe would get another address on {network}; nothing more was sent.', {
          network: chain.chainName,
        }),
      );
    }
    address = predicted;
    if (await kit.isSafeDeployed()) continue;
    const deployment = await kit.createSafeDeploymentTransaction();
    const { wagmi, account } = await requireConnectedWallet(from, chain.chainId);
    const hash = await sendTransaction(wagmi, {
      to: deployment.to as Address,
      data: deployment.data as Hex,
      value: BigInt(deployment.value),
      chainId: chain.chainId,
      account,
    });
    const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId: chain.chainId });
    if (receipt.status !== 'success') throw new Error(t('Transaction {hash} reverted', { hash }));
  }
  if (!address) throw new Error(t('No network to create the Safe on.'));
  return address;
}
