// The wallet half of a donation whose transaction the API built, loaded only when a donor confirms
// one: an all-or-nothing vault counts only what comes through its own donate() (decision 090), and
// a gift in another token goes through SwapAndGive (decision 135). The wallet sends the exact token
// approvals the API listed first, then the gift, as the API built them; for a token with EIP-2612
// permit, it signs the API's permit instead of the approvals and sends one transaction.
import type { DonationTransaction } from '@crowdvault/shared/api/donation';
import { PERMIT_TYPES } from '@crowdvault/shared/api/gasless-donation';
import { type SwapPermit, withPermitSignature } from '@crowdvault/shared/api/swap';
import {
  type Address,
  BaseError,
  decodeErrorResult,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  parseAbi,
  parseUnits,
} from 'viem';
import {
  call,
  estimateGas,
  getBalance,
  readContract,
  sendTransaction,
  signTypedData,
  waitForTransactionReceipt,
} from 'wagmi/actions';
import { t } from '@/lib/i18n/i18n';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';
import { ChainPreflightError } from '@/lib/wallet/parse-chain-error';
import { isUserRejection } from '@/lib/wallet/wallet-errors';
import { requireToken } from './lib/require-token';

export interface PreparedDonation {
  /** The API's transaction: `before` (approvals), then the gift itself. */
  transaction: DonationTransaction;
  /** What the donor typed, to check the wallet holds it before any approval costs gas. */
  amount: string;
  symbol: string;
  /** The token given (address null: the native coin, sent as the transaction's value); left out,
   *  the chain's listed token of that symbol (an all-or-nothing vault's stablecoin). */
  token?: { address: string | null; decimals: number };
  /** The signed-in address: the wallet must send from it. */
  from: string;
  /** A swap-gift of a token with EIP-2612 permit: one signature instead of the approvals in
   *  `transaction.before`, then `permit.data` signed instead of `transaction.data`. */
  permit?: SwapPermit;
}

/** The refusals the gift's contracts can answer before anything moves, worded for the donor. */
const REFUSALS = parseAbi([
  'error BelowMinimum(uint256 received, uint256 minOut)',
  'error DeadlinePassed(uint256 deadline, uint256 currentTime)',
  'error TransferFeeNotSupported(address token, uint256 sent, uint256 received)',
  'error FundingClosed(uint256 deadline)',
  'error PermitRefused(address token, uint256 allowance, uint256 amountIn)',
]);

function refusalSentence(name: string): string {
  switch (name) {
    case 'BelowMinimum':
      return t(
        'The price moved past the minimum you would accept, so the gift was refused. Nothing was taken: check the new quote and give again.',
      );
    case 'DeadlinePassed':
      return t(
        'The quote expired before the gift was sent. Nothing was taken: check the new quote and give again.',
      );
    case 'TransferFeeNotSupported':
      return t('This token keeps a fee on every transfer, which the swap cannot take. Nothing was taken.');
    case 'FundingClosed':
      return t("This campaign's deadline has passed: it takes no more gifts. Nothing was taken.");
    case 'PermitRefused':
      return t(
        'The token did not accept your signature (it was used already or has expired). Nothing was taken: check the new quote and give again.',
      );
    default:
      return t('The gift was refused by the chain. Nothing was taken: check the new quote and give again.');
  }
}

/** The contract's own error name in a failed call, when the revert carried one we know. */
function revertName(error: unknown): string | null {
  if (!(error instanceof BaseError)) return null;
  const carrier = error.walk((link) => typeof (link as { data?: unknown }).data === 'string');
  const data = (carrier as { data?: unknown } | null)?.data;
  if (typeof data !== 'string' || !data.startsWith('0x') || data.length < 10) return null;
  try {
    return decodeErrorResult({ abi: REFUSALS, data: data as Hex }).errorName;
  } catch {
    return 'unknown';
  }
}

/** The donor's EIP-2612 signature over the API's permit: nothing is sent and no gas is spent. A
 *  signature the donor declines says so; nothing was taken. */
async function signPermit(
  { wagmi, account }: Pick<Awaited<ReturnType<typeof requireConnectedWallet>>, 'wagmi' | 'account'>,
  permit: SwapPermit,
): Promise<Hex> {
  const { message, domain } = permit;
  if (getAddress(message.owner) !== getAddress(account)) {
    throw new Error(`The permit is for ${message.owner}, not the connected wallet ${account}`);
  }
  try {
    return await signTypedData(wagmi, {
      account,
      domain: { ...domain, verifyingContract: getAddress(domain.verifyingContract) },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: {
        owner: getAddress(message.owner),
        spender: getAddress(message.spender),
        value: BigInt(message.value),
        nonce: BigInt(message.nonce),
        deadline: BigInt(message.deadline),
      },
    });
  } catch (error) {
    if (!isUserRejection(error)) throw error;
    // Without the wallet's error as its cause: the panel would say "the transaction was rejected",
    // and no transaction was ever asked for.
    throw new ChainPreflightError(
      'refused',
      t('You declined the signature in your wallet, so the gift was not sent. Nothing was taken.'),
    );
  }
}

/** Moves the wallet to the gift's chain, checks the balance, sends each approval and waits for
 *  its receipt (or, for a permit token, asks the one signature instead), then tries the gift (a refusal is said in words, and nothing is sent), sends it with
 *  a quarter more gas than estimated (an estimate in the same second as a pool's last swap comes
 *  short, decision 135), reports its hash and resolves once it succeeded. */
export async function sendPreparedDonation(
  donation: PreparedDonation,
  onHash: (hash: Hash) => void,
): Promise<Hash> {
  const { transaction } = donation;
  const { chainId } = transaction;
  const { wagmi, chain, account } = await requireConnectedWallet(donation.from, chainId);
  const token = donation.token ?? requireToken(chain, donation.symbol);
  const balance = token.address
    ? await readContract(wagmi, {
        address: getAddress(token.address),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
        chainId,
      })
    : (await getBalance(wagmi, { address: account, chainId })).value;
  if (balance < parseUnits(donation.amount, token.decimals)) {
    throw new ChainPreflightError(
      'insufficient-funds',
      `Your wallet holds less than ${donation.amount} ${donation.symbol}. Nothing was sent.`,
    );
  }

  const request = (step: { to: string; data: string; value: string }) => ({
    to: getAddress(step.to) as Address,
    data: step.data as Hex,
    value: BigInt(step.value),
    chainId,
    account,
  });
  let gift: ReturnType<typeof request>;
  if (donation.permit) {
    const signature = await signPermit({ wagmi, account }, donation.permit);
    gift = request({
      to: transaction.to,
      data: withPermitSignature(donation.permit.data, signature),
      value: '0',
    });
  } else {
    for (const step of transaction.before ?? []) {
      const hash = await sendTransaction(wagmi, request(step));
      const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId });
      if (receipt.status !== 'success') throw new Error(`${step.description}: transaction ${hash} reverted`);
    }
    gift = request(transaction);
  }
  let gas: bigint;
  try {
    await call(wagmi, gift);
    gas = await estimateGas(wagmi, gift);
  } catch (error) {
    const name = revertName(error);
    if (name === null) throw error;
    throw new ChainPreflightError('refused', refusalSentence(name), { cause: error });
  }
  const hash = await sendTransaction(wagmi, { ...gift, gas: gas + gas / 4n });
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId });
  if (receipt.status !== 'success') {
    // Refused on the chain after it was sent (the price moved in between): the whole gift reverted.
    throw new ChainPreflightError('refused', refusalSentence('unknown'));
  }
  return hash;
}
