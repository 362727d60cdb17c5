import { randomBytes } from 'node:crypto';
import { testUsdcAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { PledgeTerms } from '@crowdvault/contracts/pledge-signature';
import {
  PLEDGE_PERIODS,
  type PledgeCadence,
  type PledgeChoice,
  type PledgeTermsJson,
  pledgeChoiceSchema,
} from '@crowdvault/shared/api/pledge';
import { parseUnits } from '@crowdvault/shared/format';
import { type Address, encodeFunctionData, getAddress, type Hex, toHex } from 'viem';
import type { ChainContext } from '../../chain/context';
import { findToken } from '../../chain/deployment';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireCampaign } from '../campaigns/get-campaign';

export const PLEDGE_ERRORS = {
  allOrNothing:
    'All-or-nothing campaigns take no monthly pledges: only donations made with the Donate button count toward their goal.',
  closed: 'This campaign is not accepting donations, so it takes no pledges',
  noCollector: 'Monthly giving is not available on this network',
  noVault: 'This campaign has no vault address yet',
  unknownToken: 'This token is not listed on this network',
  tooSmall: 'A pledge must be at least 1 per period',
  staleStart: 'These pledge terms are out of date: please start again',
  relayPaused:
    'The relayer cannot send right now; the pledge stays cancelled and is cancelled on chain shortly',
  badSignature:
    'The signature does not match this pledge (another vault, network, token, amount or wallet): nothing was saved',
  badCancelSignature:
    'The cancel signature does not match this pledge or was not signed by its wallet: nothing was saved',
} as const;

const MIN_WHOLE_UNITS = 1n;
/** How far a quoted start may lie from the chain's clock when the signed pledge comes back. */
const START_SLACK_SECONDS = 3_600n;

const ENDED_STATUSES: string[] = ['completed', 'expired', 'cancelled'];

export type CampaignForPledge = Awaited<ReturnType<typeof requireCampaign>>;

/** Why a campaign takes no pledge (or keeps none going), or null: keep campaigns that are active,
 *  approved and before their end date. All-or-nothing vaults would not count a pulled transfer
 *  (decision 090), and the collector refuses them on chain too (decision 102). */
export function pledgeClosedReason(
  campaign: Pick<CampaignForPledge, 'fundingModel' | 'status' | 'isApproved' | 'endDate'>,
  now: Date,
): 'all_or_nothing' | 'campaign_ended' | 'campaign_not_accepting' | null {
  if (campaign.fundingModel !== 'keep') return 'all_or_nothing';
  // Over for good (ended, expired, cancelled by its creator or staff): its pledges stop and their
  // donors are told. Paused, flagged or pending may resume: nothing is collected meanwhile.
  if (ENDED_STATUSES.includes(campaign.status) || campaign.endDate <= now) return 'campaign_ended';
  if (campaign.status !== 'active' || !campaign.isApproved) return 'campaign_not_accepting';
  return null;
}

/** Chain time: the latest block's timestamp (tests and the simulation move it). */
export async function chainNow(chain: ChainContext): Promise<bigint> {
  return (await chain.client.getBlock({ blockTag: 'latest' })).timestamp;
}

export type ResolvedChoice = {
  chain: ChainContext;
  collector: Address;
  campaign: CampaignForPledge;
  token: { symbol: string; address: Address; decimals: number };
  amount: bigint;
  period: bigint;
  periods: bigint;
  untilCancelled: boolean;
  cadence: PledgeCadence;
};

/** Checks a donor's choice against the campaign and the chain; every refusal is a sentence. */
export async function resolveChoice(
  db: Database,
  chains: ChainRegistry,
  input: PledgeChoice,
): Promise<ResolvedChoice> {
  const choice = pledgeChoiceSchema.parse(input);
  const chain = chains.require(choice.chainId);
  const collector = chain.deployment.pledgeCollectorAddress;
  if (!collector) throw new AppError('SERVICE_UNAVAILABLE', PLEDGE_ERRORS.noCollector);
  const campaign = await requireCampaign(db, choice.campaignId);
  const closed = pledgeClosedReason(campaign, new Date(Number(await chainNow(chain)) * 1000));
  if (closed === 'all_or_nothing') throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.allOrNothing);
  if (closed) throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.closed);
  if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.noVault);
  const token = findToken(chain.deployment, choice.token);
  if (!token) throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.unknownToken);
  const amount = parseUnits(choice.amount, token.decimals);
  if (amount < MIN_WHOLE_UNITS * 10n ** BigInt(token.decimals)) {
    throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.tooSmall);
  }
  return {
    chain,
    collector,
    campaign,
    token: { symbol: token.symbol, address: getAddress(token.address), decimals: token.decimals },
    amount,
    period: BigInt(PLEDGE_PERIODS[choice.cadence]),
    periods: BigInt(choice.periods),
    untilCancelled: choice.untilCancelled,
    cadence: choice.cadence,
  };
}

/** The terms of a resolved choice for `donor`, from the campaign's vault and the chain's token:
 *  never from addresses the client sent. */
export function termsOf(resolved: ResolvedChoice, donor: Address, start: bigint, salt: Hex): PledgeTerms {
  return {
    donor: getAddress(donor),
    vault: getAddress(resolved.campaign.vaultAddress as string),
    token: resolved.token.address,
    amount: resolved.amount,
    period: resolved.period,
    periods: resolved.periods,
    start,
    salt,
  };
}

export function freshSalt(): Hex {
  return toHex(randomBytes(32));
}

/** A quoted start must still be about now on the chain. */
export function checkStart(start: bigint, now: bigint): void {
  const drift = start > now ? start - now : now - start;
  if (drift > START_SLACK_SECONDS) throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.staleStart);
}

export function termsJson(terms: PledgeTerms): PledgeTermsJson {
  return {
    donor: terms.donor,
    vault: terms.vault,
    token: terms.token,
    amount: terms.amount.toString(),
    period: terms.period.toString(),
    periods: terms.periods.toString(),
    start: terms.start.toString(),
    salt: terms.salt,
  };
}

/** The EIP-2612 domain and the donor's next permit nonce, or null for a token without permit. */
export async function permitInfo(
  chain: ChainContext,
  token: Address,
  owner: Address,
): Promise<{ nonce: bigint; domain: { name: string; version: string } } | null> {
  try {
    const [domain, nonce] = await Promise.all([
      chain.client.readContract({ address: token, abi: testUsdcAbi, functionName: 'eip712Domain' }),
      chain.client.readContract({ address: token, abi: testUsdcAbi, functionName: 'nonces', args: [owner] }),
    ]);
    return { nonce, domain: { name: domain[1], version: domain[2] } };
  } catch {
    return null;
  }
}

/** The approve transaction for a token without permit: exactly the allowance, through 0 when an
 *  allowance is left (USDT refuses to change a non-zero allowance otherwise). */
export async function approveRequest(
  chain: ChainContext,
  token: Address,
  owner: Address,
  spender: Address,
  value: bigint,
) {
  const left = await chain.client.readContract({
    address: token,
    abi: testUsdtAbi,
    functionName: 'allowance',
    args: [owner, spender],
  });
  return {
    to: token,
    data: encodeFunctionData({ abi: testUsdtAbi, functionName: 'approve', args: [spender, value] }),
    resetFirst: left > 0n,
  };
}
