// The wallet half of a donation, loaded only when a donor confirms: viem and wagmi stay out of
// the campaign page's bundle.
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { type Address, erc20Abi, getAddress, type Hash, parseUnits } from 'viem';
import {
  getBalance,
  readContract,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';
import { ChainPreflightError } from '@/lib/wallet/parse-chain-error';
import { requireToken } from './lib/require-token';

export interface DonationTransfer {
  /** The vault's address. */
  to: string;
  /** Decimal amount in the token's units ("25", "0.5"). */
  amount: string;
  /** A configured token's symbol or the native coin's. */
  symbol: string;
  /** The signed-in address: the wallet must send from it. */
  from: string;
  /** The served chain to pay on, the primary when left out; the wallet is moved there first. */
  chainId?: number;
}

/** The token on this chain: its own address and decimals (USDT has 18 on some chains). */
function tokenOf(chain: ChainConfig, symbol: string) {
  if (symbol === chain.nativeCurrency.symbol)
    return { address: null, decimals: chain.nativeCurrency.decimals };
  const token = requireToken(chain, symbol);
  return { address: getAddress(token.address), decimals: token.decimals };
}

/** Moves the wallet to the chosen chain, checks the balance there, sends the transfer, reports its
 *  hash, and resolves once the receipt shows it succeeded. A reverted receipt throws. */
export async function sendDonation(transfer: DonationTransfer, onHash: (hash: Hash) => void): Promise<Hash> {
  const { wagmi, chain, account } = await requireConnectedWallet(transfer.from, transfer.chainId);
  const { chainId } = chain;

  const token = tokenOf(chain, transfer.symbol);
  const value = parseUnits(transfer.amount, token.decimals);
  const to = getAddress(transfer.to) as Address;
  const balance = token.address
    ? await readContract(wagmi, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
        chainId,
      })
    : (await getBalance(wagmi, { address: account, chainId })).value;
  if (balance < value) {
    throw new ChainPreflightError(
      'insufficient-funds',
      `Your wallet holds less than ${transfer.amount} ${transfer.symbol}. Nothing was sent.`,
    );
  }

  const hash = token.address
    ? await writeContract(wagmi, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, value],
        chainId,
        account,
      })
    : await sendTransaction(wagmi, { to, value, chainId, account });
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return hash;
}
