// The wallet half of a donation to an all-or-nothing vault, loaded only when a donor confirms one:
// such a vault counts only what comes through its own donate() (decision 090), so the wallet sends
// the token approvals the API listed first, then the vault's donate, as the API built them.
import type { DonationTransaction } from '@crowdvault/shared/api/donation';
import { type Address, erc20Abi, getAddress, type Hash, type Hex, parseUnits } from 'viem';
import { readContract, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';
import { ChainPreflightError } from '@/lib/wallet/parse-chain-error';
import { requireToken } from './lib/require-token';

export interface VaultDonation {
  /** POST /api/campaigns/:id/donate's answer: `before` (approvals), then the vault's donate. */
  transaction: DonationTransaction;
  /** What the donor typed, to check the wallet holds it before any approval costs gas. */
  amount: string;
  symbol: string;
  /** The signed-in address: the wallet must send from it. */
  from: string;
}

/** Moves the wallet to the vault's chain, checks the balance, sends each approval and waits for
 *  its receipt, then sends the donation, reports its hash and resolves once it succeeded. */
export async function sendVaultDonation(
  donation: VaultDonation,
  onHash: (hash: Hash) => void,
): Promise<Hash> {
  const { transaction } = donation;
  const { chainId } = transaction;
  const { wagmi, chain, account } = await requireConnectedWallet(donation.from, chainId);
  const token = requireToken(chain, donation.symbol);
  const balance = await readContract(wagmi, {
    address: getAddress(token.address),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
    chainId,
  });
  if (balance < parseUnits(donation.amount, token.decimals)) {
    throw new ChainPreflightError(
      'insufficient-funds',
      `Your wallet holds less than ${donation.amount} ${donation.symbol}. Nothing was sent.`,
    );
  }

  const send = (step: { to: string; data: string; value: string }) =>
    sendTransaction(wagmi, {
      to: getAddress(step.to) as Address,
      data: step.data as Hex,
      value: BigInt(step.value),
      chainId,
      account,
    });
  for (const step of transaction.before ?? []) {
    const hash = await send(step);
    const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId });
    if (receipt.status !== 'success') throw new Error(`${step.description}: transaction ${hash} reverted`);
  }
  const hash = await send(transaction);
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return hash;
}
