// Moving the wallet to the network a transaction is for (decision 060): switch, add the chain
// when the wallet does not know it, then read the wallet's chain again and refuse to go on when
// it is still elsewhere. Free of wagmi and viem so the rules are tested on their own; the wallet
// is reached through a small port (connected-wallet.ts gives it the connector's EIP-1193 provider).
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { ChainPreflightError } from './parse-chain-error';
import { errorChain, isUserRejection } from './wallet-errors';

/** What moving a wallet between chains needs of it. */
export interface WalletChainPort {
  /** The chain the wallet is on now (`eth_chainId`). */
  chainId(): Promise<number>;
  /** `wallet_switchEthereumChain`. */
  switchTo(chainId: number): Promise<void>;
  /** `wallet_addEthereumChain` with these parameters. */
  addChain(parameters: AddEthereumChainParameter): Promise<void>;
}

/** EIP-3085's parameters. */
export interface AddEthereumChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

/** A served chain as `wallet_addEthereumChain` takes it; no explorer field for a chain without one
 *  (some wallets refuse an empty or null list). */
export function addChainParameter(chain: ChainConfig): AddEthereumChainParameter {
  return {
    chainId: `0x${chain.chainId.toString(16)}`,
    chainName: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [chain.rpcUrl],
    ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
  };
}

/** EIP-1193 / EIP-3326 "unrecognized chain" (4902), and what wallets answer instead for the same
 *  thing: MetaMask Mobile's -32603 internal error (its original 4902 inside `data`), 4901 (not
 *  connected to that chain), viem's and wagmi's error classes for a chain the wallet cannot switch
 *  to, and the sentences wallets use. Each is answered by adding the chain, then switching. */
const ADD_CHAIN_CODES = new Set([4902, -32603, 4901]);
const ADD_CHAIN_ERRORS = new Set([
  'SwitchChainNotSupportedError',
  'UnsupportedChainIdError',
  'ChainNotConfiguredError',
]);
const ADD_CHAIN_TEXT =
  /unrecogni[sz]ed chain|unknown chain|chain .*not (?:been )?(?:added|supported|configured)|try adding the chain/i;

/** Whether a failed switch means "the wallet does not know this chain yet". */
export function needsAddChain(error: unknown): boolean {
  return errorChain(error).some(
    (link) =>
      (typeof link.code === 'number' && ADD_CHAIN_CODES.has(link.code)) ||
      link.data?.originalError?.code === 4902 ||
      (typeof link.name === 'string' && ADD_CHAIN_ERRORS.has(link.name)) ||
      ADD_CHAIN_TEXT.test(`${String(link.shortMessage ?? '')} ${String(link.message ?? '')}`),
  );
}

/** The wallet could not be moved by the app: the donor has to do it in the wallet. */
export function cannotSwitchMessage(chain: ChainConfig): string {
  return `Your wallet did not switch to ${chain.chainName}; some wallets (often mobile wallets connected with WalletConnect) cannot be switched by a website. Open your wallet, choose the ${chain.chainName} network (chain id ${chain.chainId}), then try again. Nothing was sent.`;
}

/** The wallet said yes but is still on another chain: sending now would go to the wrong network. */
export function stillOnOtherChainMessage(chain: ChainConfig, current: number): string {
  return `Your wallet is still on another network (chain id ${current}), not ${chain.chainName}. Switch it to ${chain.chainName} (chain id ${chain.chainId}) in your wallet, then try again. Nothing was sent.`;
}

/** Moves the wallet to `chain` and proves it got there. A user rejection is rethrown as it is (the
 *  transactor words it); any other failure, or a wallet still on another chain afterwards, is a
 *  'wrong-chain' ChainPreflightError whose sentence tells the donor what to do. Nothing is ever
 *  sent from here. */
export async function moveWalletToChain(wallet: WalletChainPort, chain: ChainConfig): Promise<void> {
  if ((await wallet.chainId()) === chain.chainId) return;
  const cannotSwitch = (cause: unknown) =>
    new ChainPreflightError('wrong-chain', cannotSwitchMessage(chain), { cause });
  try {
    await wallet.switchTo(chain.chainId);
  } catch (error) {
    if (isUserRejection(error)) throw error;
    if (!needsAddChain(error)) throw cannotSwitch(error);
    try {
      await wallet.addChain(addChainParameter(chain));
      // Most wallets switch once they add a chain; the ones that only add it need the switch.
      if ((await wallet.chainId()) !== chain.chainId) await wallet.switchTo(chain.chainId);
    } catch (addError) {
      if (isUserRejection(addError)) throw addError;
      throw cannotSwitch(addError);
    }
  }
  const now = await wallet.chainId();
  if (now !== chain.chainId) {
    throw new ChainPreflightError('wrong-chain', stillOnOtherChainMessage(chain, now));
  }
}
