// The wallet half of a pledge, loaded only when a donor confirms one: viem and wagmi stay out of
// the campaign page's bundle (decision 089).
import {
  CANCEL_PLEDGE_TYPES,
  PLEDGE_EIP712_NAME,
  PLEDGE_EIP712_VERSION,
  PLEDGE_TYPES,
  type PledgeChoice,
  type PledgeView,
} from '@crowdvault/shared/api/pledge';
import { type Address, type EIP1193Provider, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import { getConnection, readContract, signTypedData, waitForTransactionReceipt } from 'wagmi/actions';
import { msg, t as translate } from '@/lib/i18n/i18n';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';
import { ChainPreflightError } from '@/lib/wallet/parse-chain-error';
import { quotePledge, savePledge } from './api/pledges';

/** EIP-2612's Permit, as the standard fixes it (shared/api/gasless-donation has it too, but
 *  importing it here would split the donation flow's chunks and grow the campaign page). */
const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Where the flow is, for the button: each wallet prompt says what it is for. */
export type PledgeStep = 'quote' | 'sign' | 'approve' | 'save';

/**
 * Starts a pledge: the server quotes the terms (vault, token, start on the chain's clock, a fresh
 * salt) and the allowance; the wallet signs the pledge, the CancelPledge kept for a one-click
 * cancel link (decision 107) and, where the token has EIP-2612, the permit (no gas at all);
 * otherwise it sends `approve` for exactly amount × periods (USDT through 0 first). Then the
 * server checks the signatures against terms it rebuilds and saves it. Nothing is unlimited.
 */
export async function sendPledge(
  choice: PledgeChoice,
  from: string,
  onStep: (step: PledgeStep) => void,
  options: { isAnonymous?: boolean } = {},
): Promise<PledgeView> {
  const { wagmi, chain, account } = await requireConnectedWallet(from, choice.chainId);
  onStep('quote');
  const quote = await quotePledge({ ...choice, chainId: chain.chainId });
  const token = getAddress(quote.terms.token) as Address;
  const read = { address: token, chainId: chain.chainId } as const;
  const amount = BigInt(quote.terms.amount);
  const balance = await readContract(wagmi, {
    ...read,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });
  if (balance < amount) {
    throw new ChainPreflightError(
      'insufficient-funds',
      // `t` is this function's terms below: the page's translation goes by another name here.
      translate(
        msg(
          'Your wallet holds less than {amount} {token}, and the first gift is collected today. Nothing was signed.',
        ),
        { amount: choice.amount, token: choice.token },
      ),
    );
  }
  const collector = getAddress(quote.collector) as Address;
  const domain = {
    name: PLEDGE_EIP712_NAME,
    version: PLEDGE_EIP712_VERSION,
    chainId: quote.chainId,
    verifyingContract: collector,
  } as const;
  const t = quote.terms;
  onStep('sign');
  const signature = await signTypedData(wagmi, {
    account,
    domain,
    types: PLEDGE_TYPES,
    primaryType: 'Pledge',
    message: {
      donor: getAddress(t.donor),
      vault: getAddress(t.vault),
      token,
      amount,
      period: BigInt(t.period),
      periods: BigInt(t.periods),
      start: BigInt(t.start),
      salt: t.salt as Hex,
    },
  });
  const cancelSignature = await signTypedData(wagmi, {
    account,
    domain,
    types: CANCEL_PLEDGE_TYPES,
    primaryType: 'CancelPledge',
    message: { pledgeId: quote.pledgeId as Hex },
  });
  let permit: { deadline: string; signature: Hex } | undefined;
  if (quote.permit) {
    const permitSignature = await signTypedData(wagmi, {
      account,
      domain: { ...quote.permit.domain, chainId: quote.chainId, verifyingContract: token },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: {
        owner: account,
        spender: collector,
        value: BigInt(quote.allowance),
        nonce: BigInt(quote.permit.nonce),
        deadline: BigInt(quote.permit.deadline),
      },
    });
    permit = { deadline: quote.permit.deadline, signature: permitSignature };
  } else if (quote.approve) {
    onStep('approve');
    // Sent through the wallet's own provider: wagmi's writeContract here would split the donation
    // flow's chunks (the campaign page's budget, decision 089).
    const provider = (await getConnection(wagmi).connector?.getProvider()) as EIP1193Provider | undefined;
    if (!provider) throw new Error('The wallet is no longer connected.');
    const approve = async (value: bigint) => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [collector, value] });
      const hash = await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: account, to: token, data }],
      });
      const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId: chain.chainId });
      if (receipt.status !== 'success') throw new Error(`Approval ${hash} reverted`);
    };
    // USDT refuses to change an allowance that is not 0.
    if (quote.approve.resetFirst) await approve(0n);
    await approve(BigInt(quote.allowance));
  }
  onStep('save');
  return savePledge({
    choice: { ...choice, chainId: quote.chainId },
    start: t.start,
    salt: t.salt,
    signature,
    cancelSignature,
    isAnonymous: options.isAnonymous ?? false,
    ...(permit && { permit }),
  });
}
