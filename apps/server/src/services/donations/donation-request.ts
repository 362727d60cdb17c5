import { allOrNothingVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import type { DonationRequestBody, DonationTransaction } from '@crowdvault/shared/api/donation';
import { parseUnits } from '@crowdvault/shared/format';
import { type Address, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem';
import type { ChainContext } from '../../chain/context';
import type { ChainRegistry } from '../../chain/registry';
import { type ChainToken, chainTokens, tokenByAddress, tokenBySymbol } from '../../chain/tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { donationsClosedReason } from '../campaigns/accepts-donations';
import { daysLeft } from '../campaigns/campaign-response';
import { requireCampaign } from '../campaigns/get-campaign';
import { DONATION_ERRORS } from './claim-donation';

export const DONATION_REQUEST_ERRORS = {
  unknownToken: (token: string, network: string, accepted: string[]) =>
    `${token} is not a token this campaign accepts on ${network}; accepted: ${accepted.join(', ')}`,
  notAnAmount: (symbol: string) =>
    `Amount must be a plain decimal number of ${symbol}, such as 25 or 0.5 (no sign, exponent or separators)`,
  tooPrecise: (symbol: string, decimals: number) =>
    `${symbol} has ${decimals} decimal places: the amount has more`,
  notPositive: 'Amount must be greater than 0',
  tooLarge: 'Amount is larger than any token balance can be (uint256)',
  otherChain: (network: string) =>
    `This all-or-nothing campaign lives on ${network}: donations count only there`,
  stablecoinsOnly: 'An all-or-nothing campaign takes its listed stablecoins only',
} as const;

/**
 * POST /api/campaigns/:id/donate: the transaction a donor's wallet signs to give `amount` of
 * `token` to the campaign's vault (ARCHITECTURE.md §1: the server never moves donors' funds, it
 * only says what to sign). The same checks as the donation panel: the campaign exists and takes
 * donations now, the token is one the vault accepts, the amount is positive and fits the token.
 */
export async function donationTransaction(
  { db, chains }: { db: Database; chains: ChainRegistry },
  campaignId: number | null,
  body: DonationRequestBody,
  now = Date.now(),
): Promise<DonationTransaction> {
  const { campaign, chain, allOrNothing, vault } = await openCampaignOn(
    { db, chains },
    campaignId,
    body.chainId,
    now,
  );
  const token = findToken(chain, body.token, allOrNothing ? campaign.aonTokens : null);
  const amount = parseAmount(body.amount, token);
  if (allOrNothing) {
    if (token.address === null || !campaign.aonTokens?.includes(token.address.toLowerCase())) {
      throw new AppError('BAD_REQUEST', DONATION_REQUEST_ERRORS.stablecoinsOnly);
    }
    return {
      chainId: chain.chainId,
      to: vault,
      data: encodeFunctionData({
        abi: allOrNothingVaultAbi,
        functionName: 'donate',
        args: [token.address, amount],
      }),
      value: '0',
      before: await approvalsFor(
        chain,
        token.address,
        vault,
        amount,
        body.from,
        'Allow the vault to take exactly this donation',
      ),
    };
  }
  if (token.address === null) {
    return { chainId: chain.chainId, to: vault, data: '0x', value: amount.toString() };
  }
  return {
    chainId: chain.chainId,
    to: token.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [vault, amount] }),
    value: '0',
  };
}

/**
 * The campaign taking donations now on the chain asked for (an all-or-nothing one on its own chain
 * only, judged by that chain's clock) and its vault: what a gift's transaction is built for.
 */
export async function openCampaignOn(
  { db, chains }: { db: Database; chains: ChainRegistry },
  campaignId: number | null,
  chainId: number | undefined,
  now = Date.now(),
) {
  const campaign = await requireCampaign(db, campaignId);
  const allOrNothing = campaign.fundingModel === 'all_or_nothing' && campaign.aonChainId !== null;
  const chain = chains.require(chainId ?? (allOrNothing ? (campaign.aonChainId as number) : undefined));
  if (allOrNothing && chain.chainId !== campaign.aonChainId) {
    const home = chains.get(campaign.aonChainId as number);
    throw new AppError(
      'BAD_REQUEST',
      DONATION_REQUEST_ERRORS.otherChain(home?.name ?? `chain ${campaign.aonChainId}`),
    );
  }
  // An all-or-nothing vault closes by the chain's clock, which tests and real chains let drift from
  // the server's: judge its deadline as the vault will, by the latest block's time.
  const clock = allOrNothing
    ? Number((await chain.client.getBlock({ blockTag: 'latest' })).timestamp) * 1000
    : now;
  const closed = donationsClosedReason({
    status: campaign.status,
    isApproved: campaign.isApproved,
    daysLeft: daysLeft(campaign.endDate, clock),
  });
  if (closed) throw new AppError('BAD_REQUEST', closed);
  if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', DONATION_ERRORS.noVault);

  return { campaign, chain, allOrNothing, vault: getAddress(campaign.vaultAddress) };
}

/** The approvals a gift pulled by `spender` needs first (an all-or-nothing vault, SwapAndGive):
 *  none when `from` already allows enough, else approve(amount) — never more — after approve(0)
 *  when some other allowance is left (USDT refuses to change a non-zero allowance). Without
 *  `from`: approve(amount). */
export async function approvalsFor(
  chain: ChainContext,
  token: Address,
  spender: Address,
  amount: bigint,
  from: string | undefined,
  description: string,
): Promise<NonNullable<DonationTransaction['before']>> {
  const approve = (value: bigint, why: string) => ({
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
    value: '0',
    description: why,
  });
  const allowance = from
    ? await chain.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [getAddress(from), spender],
      })
    : 0n;
  if (allowance >= amount) return [];
  const steps = allowance > 0n ? [approve(0n, 'Reset the allowance to 0 (USDT requires it)')] : [];
  return [...steps, approve(amount, description)];
}

/** A symbol (any case) or an address on that chain; the zero address is the native coin, as in
 *  the vault. A refusal names what the campaign accepts: an all-or-nothing vault's own tokens
 *  (`vaultTokens`, lowercase addresses), else every token of the chain. */
function findToken(
  chain: Pick<ChainContext, 'deployment' | 'nativeCurrency' | 'name'>,
  wanted: string,
  vaultTokens: readonly string[] | null,
): ChainToken {
  const token = /^0x[0-9a-fA-F]{40}$/.test(wanted)
    ? tokenByAddress(chain, wanted)
    : tokenBySymbol(chain, wanted);
  if (token) return token;
  const accepted = chainTokens(chain)
    .filter((known) => !vaultTokens || (known.address && vaultTokens.includes(known.address.toLowerCase())))
    .map((known) => known.symbol);
  throw new AppError('BAD_REQUEST', DONATION_REQUEST_ERRORS.unknownToken(wanted, chain.name, accepted));
}

/** The shared exact parser (never a float), with the token's own decimals. */
function parseAmount(raw: string, token: ChainToken): bigint {
  const E = DONATION_REQUEST_ERRORS;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new AppError('BAD_REQUEST', E.notAnAmount(token.symbol));
  let amount: bigint;
  try {
    amount = parseUnits(raw, token.decimals);
  } catch {
    throw new AppError('BAD_REQUEST', E.tooPrecise(token.symbol, token.decimals));
  }
  if (amount === 0n) throw new AppError('BAD_REQUEST', E.notPositive);
  if (amount > maxUint256) throw new AppError('BAD_REQUEST', E.tooLarge);
  return amount;
}
