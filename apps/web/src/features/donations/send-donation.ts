// The wallet half of a donation, loaded only when a donor confirms: viem and wagmi stay out of
// the campaign page's bundle.
import type { ConfigResponse } from '@crowdvault/shared/api/config';
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

export interface DonationTransfer {
  /** The vault's address. */
  to: string;
  /** Decimal amount in the token's units ("25", "0.5"). */
  amount: string;
  /** A configured token's symbol or the native coin's. */
  symbol: string;
  /** The signed-in address: the wallet must send from it. */
  from: string;
}

function tokenOf(config: ConfigResponse, symbol: string) {
  if (symbol === config.nativeCurrency.symbol)
    return { address: null, decimals: config.nativeCurrency.decimals };
  const token = config.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`${symbol} is not offered on ${config.chainName}`);
  return { address: getAddress(token.address), decimals: token.decimals };
}

/** Checks network and balance, sends the transfer, reports its hash, and resolves once the
 *  receipt shows it succeeded. A reverted receipt throws TransactionReceiptRevertedError. */
export async function sendDonation(transfer: DonationTransfer, onHash: (hash: Hash) => void): Promise<Hash> {
  const { wagmi, app, account } = await requireConnectedWallet(transfer.from);

  const token = tokenOf(app, transfer.symbol);
  const value = parseUnits(transfer.amount, token.decimals);
  const to = getAddress(transfer.to) as Address;
  const balance = token.address
    ? await readContract(wagmi, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
        chainId: app.chainId,
      })
    : (await getBalance(wagmi, { address: account, chainId: app.chainId })).value;
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
        chainId: app.chainId,
        account,
      })
    : await sendTransaction(wagmi, { to, value, chainId: app.chainId, account });
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId: app.chainId });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return hash;
}
