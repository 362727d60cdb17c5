import { campaignFactoryAbi, campaignVaultAbi, testUsdcAbi } from '@crowdvault/contracts/generated/artifacts';
import type { Donation } from '@crowdvault/shared/api/donation';
import {
  type GaslessConfig,
  type GaslessDonationBody,
  type GaslessMethod,
  gaslessTypedData,
  type TokenDomain,
} from '@crowdvault/shared/api/gasless-donation';
import { parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseSignature,
  recoverTypedDataAddress,
  toFunctionSelector,
} from 'viem';
import type { ChainContext } from '../../chain/context';
import { chainUnavailableIn, withinDeadline } from '../../chain/deadline';
import type { ChainRegistry } from '../../chain/registry';
import { revertReasonOf } from '../../chain/revert-reason';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { type HitCounter, MemoryHitCounter } from '../../infra/limits/hit-counter';
import type { Relayer, RelayerRefusals } from '../../infra/relayer/relayer';
import type { AuthUser } from '../auth/users';
import { acceptsDonations } from '../campaigns/accepts-donations';
import { daysLeft } from '../campaigns/campaign-response';
import { requireCampaign } from '../campaigns/get-campaign';
import { vaultSaltOwner } from '../campaigns/vault-owner';
import { claimDonation } from './claim-donation';
import type { DonationEvents } from './events';

/** Which campaign currencies can be given without gas, and how (decision 051): USDC by its
 *  EIP-3009 transferWithAuthorization (no contract of ours in the path), DAI by EIP-2612 permit
 *  through CampaignFactory.donateWithPermit. USDT has neither, on mainnet as in TestUSDT. */
export const GASLESS_METHOD_OF: Readonly<Record<string, GaslessMethod>> = {
  USDC: 'authorization',
  DAI: 'permit',
};

export const GASLESS_DONATION_ERRORS = {
  off: 'Donating without gas is turned off on this platform. You can donate with a normal wallet transfer.',
  chainDown: (network: string) =>
    `Donating without gas is unavailable right now: ${network} is not answering. Please try again in a moment.`,
  otherChain: (signed: number, here: number) =>
    `This signature is for another network (chain ${signed}); this platform runs on chain ${here}. Nothing was sent.`,
  closed: 'This campaign is not accepting donations right now. Nothing was sent.',
  noVault: 'This campaign has no address to receive donations yet. Nothing was sent.',
  allOrNothing:
    'Gasless giving is not available for all-or-nothing campaigns: give from your wallet so the vault counts your donation.',
  unknownToken: 'This token is not accepted here. Nothing was sent.',
  unsupported: (symbol: string) =>
    `${symbol} cannot be given without gas: please donate with a normal wallet transfer.`,
  otherVault: "The signature pays another address than this campaign's vault. Nothing was sent.",
  notYourWallet: 'The donor address is not your signed-in wallet. Nothing was sent.',
  belowMinimum: (min: string, symbol: string) =>
    `Donations without gas start at ${min} ${symbol}. A smaller amount can be given with a normal wallet transfer.`,
  notYetValid:
    'This signature is not valid yet (check your device clock) and was not sent. Please sign again.',
  expired: 'This signature has expired and was not sent. Please sign again.',
  used: 'This signature was already used or cancelled. Nothing was sent: please sign again.',
  staleNonce:
    'This permit does not carry your next token nonce (already used, or another is pending). Please sign again.',
  wrongSigner:
    'The signature was not made by the donor address it names (or the amount or token differ from what was signed). Nothing was sent.',
  wouldFail: (reason: string) =>
    `The token would refuse this transfer (${reason}), so nothing was sent and no gas spent.`,
  donorLimit:
    'Too many donations without gas from this address in the last hour. Please wait, or donate with a normal wallet transfer.',
  ipLimit:
    'Too many donations without gas from your network in the last hour. Please wait, or donate with a normal wallet transfer.',
  budget:
    "Today's budget for donations without gas is used up. You can still donate with a normal wallet transfer.",
  refusedWhenMined:
    'The relayer sent this donation, but the token refused it when it was mined (the signature had been used or cancelled meanwhile). No money moved, and the platform paid the gas. Sign again if you still wish to donate.',
} as const;

const REFUSALS: RelayerRefusals = {
  gasTooHigh:
    'Donating without gas is paused while network fees are high. You can donate with a normal wallet transfer.',
  lowBalance:
    'Donating without gas is unavailable right now (the relayer is low on funds). You can donate with a normal wallet transfer.',
};

const HOUR_MS = 3_600_000;
/** Roughly what one gasless donation costs, with the send's headroom. */
const ONE_DONATION_GAS = 100_000n;
/** How long the request waits for the relayer's transaction to be mined before answering without
 *  the donation (the indexer still records it; the page shows it through its live events). */
const RECEIPT_TIMEOUT_MS = 20_000;

/** Sends per key in an hour's window, counted where every other limit counts (decision 052): in
 *  Redis or the shared PostgreSQL when instances share them, so a donor cannot go round the limit
 *  by landing on another instance. */
class HourlyLimit {
  constructor(
    private readonly counter: HitCounter,
    private readonly name: string,
    private readonly limit: number,
  ) {}

  /** Counts one for `key`; false when that goes beyond the hour's limit. */
  async take(key: string): Promise<boolean> {
    if (this.limit === 0) return true;
    const { count } = await this.counter.hit(`gasless:${this.name}:${key}`, HOUR_MS);
    return count <= this.limit;
  }
}

/** Gas spent on gasless donations in the current UTC day, per chain, counted where every other
 *  limit counts (issue 26, item 10): in Redis or the shared PostgreSQL when instances share them,
 *  so a restart does not reset it and each extra instance does not add a whole budget. A send
 *  reserves its estimate (with headroom) before it goes out, so concurrent requests cannot
 *  overshoot together; the receipt then settles the reservation to the gas actually used. Counted
 *  in thousands of gas, rounded up, so a budget of up to 10^12 gas fits the counters. */
class DailyGasBudget {
  constructor(
    private readonly counter: HitCounter,
    private readonly chainId: number,
    private readonly budget: bigint,
  ) {}

  private key(now: number): string {
    return `gasless:gas:${this.chainId}:${new Date(now).toISOString().slice(0, 10)}`;
  }

  /** True once what is left could not pay for one more donation (decision 051's figures: about
   *  83k gas for USDC, 67k–211k for a permit), so the panel stops offering it. */
  async exhausted(now: number): Promise<boolean> {
    if (this.budget === 0n) return false;
    const { count } = await this.counter.peek(this.key(now), DAY_MS);
    return this.budget - BigInt(count) * KILO_GAS < ONE_DONATION_GAS;
  }

  async reserve(gas: bigint, now: number): Promise<boolean> {
    if (this.budget === 0n) return true;
    const units = kiloGas(gas);
    const { count } = await this.counter.hit(this.key(now), 2 * DAY_MS, units);
    if (BigInt(count) * KILO_GAS <= this.budget) return true;
    await this.counter.hit(this.key(now), 2 * DAY_MS, -units);
    return false;
  }

  async settle(reserved: bigint, used: bigint, now: number): Promise<void> {
    if (this.budget === 0n) return;
    const change = kiloGas(used) - kiloGas(reserved);
    if (change !== 0) await this.counter.hit(this.key(now), 2 * DAY_MS, change).catch(() => undefined);
  }
}

const KILO_GAS = 1_000n;
const DAY_MS = 86_400_000;
const kiloGas = (gas: bigint) => Number((gas + KILO_GAS - 1n) / KILO_GAS);

type Deps = {
  db: Database;
  /** Every served chain (the claim after the send reads its chain from here). */
  chains: ChainRegistry;
  /** The chain this instance relays on: one instance per chain, each with its own budget. */
  chain: ChainContext;
  relayer: Relayer;
  events?: DonationEvents;
  /** Where the per-donor and per-IP limits count; in memory when absent (one process). */
  counter?: HitCounter;
};

/**
 * Gasless donations (issue 18, decision 051): checks a donor's signed EIP-3009 authorization or
 * EIP-2612 permit against everything it must say (this chain, this campaign's vault, a token that
 * supports it, at least the minimum, inside its validity window, an unused nonce, signed by the
 * signed-in donor), simulates the call, then has the platform's relayer submit it. The transfer
 * goes from the donor's address to the vault, so the indexer records it like any other; the
 * message and anonymity are attached exactly as POST /api/donations attaches them.
 */
export class GaslessDonations {
  private readonly perDonor: HourlyLimit;
  private readonly perIp: HourlyLimit;
  private readonly budget: DailyGasBudget;
  private readonly domains = new Map<string, Promise<TokenDomain>>();
  private readonly support = new Map<string, Promise<boolean>>();

  constructor(
    private readonly deps: Deps,
    private readonly settings: Pick<
      Env,
      | 'gaslessDonations'
      | 'gaslessMinAmount'
      | 'gaslessRateLimitPerDonor'
      | 'gaslessRateLimitPerIp'
      | 'gaslessDailyGasBudget'
    >,
  ) {
    const counter = deps.counter ?? new MemoryHitCounter();
    this.perDonor = new HourlyLimit(counter, 'donor', settings.gaslessRateLimitPerDonor);
    this.perIp = new HourlyLimit(counter, 'ip', settings.gaslessRateLimitPerIp);
    this.budget = new DailyGasBudget(counter, deps.chain.chainId, BigInt(settings.gaslessDailyGasBudget));
  }

  /** GET /api/donations/gasless: whether the panel should offer it now, and for which tokens. */
  async status(now = Date.now()): Promise<GaslessConfig> {
    const candidates = this.deps.chain.deployment.tokens.filter((token) => GASLESS_METHOD_OF[token.symbol]);
    const { chain, relayer } = this.deps;
    // Each read gets a few seconds: a stopped node must not hang the donation panel, nor be
    // reported as a relayer out of funds (issue 26, item 16). Null: the chain did not answer.
    const [deployed, funded] = await Promise.all([
      withinDeadline(
        chain.name,
        Promise.all(
          candidates.map((token) =>
            this.deployedWithSupport(token.address, GASLESS_METHOD_OF[token.symbol]!),
          ),
        ),
      ).catch(() => null),
      withinDeadline(chain.name, relayer.hasFunds()).catch(() => null),
    ]);
    const tokens = candidates
      .filter((_, index) => deployed?.[index])
      .map((token) => ({
        symbol: token.symbol,
        method: GASLESS_METHOD_OF[token.symbol]!,
        minAmount: this.settings.gaslessMinAmount,
      }));
    let reason: string | null = null;
    if (!this.settings.gaslessDonations) reason = GASLESS_DONATION_ERRORS.off;
    else if (await this.budget.exhausted(now)) reason = GASLESS_DONATION_ERRORS.budget;
    else if (deployed === null || funded === null) reason = GASLESS_DONATION_ERRORS.chainDown(chain.name);
    else if (!funded) reason = REFUSALS.lowBalance;
    return { available: reason === null, reason, tokens };
  }

  async donate(
    donor: AuthUser,
    ip: string,
    body: GaslessDonationBody,
    nowMs = Date.now(),
  ): Promise<{ transactionHash: Hex; donation: Donation | null }> {
    const { db, chain, relayer } = this.deps;
    const E = GASLESS_DONATION_ERRORS;
    if (!this.settings.gaslessDonations) throw new AppError('SERVICE_UNAVAILABLE', E.off);
    if (body.chainId !== chain.chainId)
      throw new AppError('BAD_REQUEST', E.otherChain(body.chainId, chain.chainId));

    const campaign = await requireCampaign(db, body.campaignId);
    // The relayer's paths end in a plain transfer to the vault, which an all-or-nothing vault
    // does not count (decisions 091, 099): refused before anything is signed for or sent.
    if (campaign.fundingModel === 'all_or_nothing') throw new AppError('BAD_REQUEST', E.allOrNothing);
    if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', E.noVault);
    const open = acceptsDonations({
      status: campaign.status,
      isApproved: campaign.isApproved,
      daysLeft: daysLeft(campaign.endDate, nowMs),
    });
    if (!open) throw new AppError('BAD_REQUEST', E.closed);
    const token = chain.deployment.tokens.find((t) => t.address.toLowerCase() === body.token.toLowerCase());
    if (!token) throw new AppError('BAD_REQUEST', E.unknownToken);
    const method = GASLESS_METHOD_OF[token.symbol];
    if (!method || method !== body.method) throw new AppError('BAD_REQUEST', E.unsupported(token.symbol));
    if (!(await this.deployedWithSupport(token.address, method))) {
      throw new AppError('BAD_REQUEST', E.unsupported(token.symbol));
    }

    const vault = getAddress(campaign.vaultAddress);
    if (getAddress(body.to) !== vault) throw new AppError('BAD_REQUEST', E.otherVault);
    const from = getAddress(body.from);
    if (from !== donor.walletAddress) throw new AppError('BAD_REQUEST', E.notYourWallet);

    const amount = BigInt(body.amount);
    const minimum = parseUnits(this.settings.gaslessMinAmount, token.decimals);
    if (amount < minimum || amount === 0n) {
      throw new AppError('BAD_REQUEST', E.belowMinimum(this.settings.gaslessMinAmount, token.symbol));
    }
    const now = BigInt(Math.floor(nowMs / 1000));
    const validAfter = BigInt(body.validAfter);
    const validBefore = BigInt(body.validBefore);
    if (method === 'authorization' && now <= validAfter) throw new AppError('BAD_REQUEST', E.notYetValid);
    if (now >= validBefore) throw new AppError('BAD_REQUEST', E.expired);
    if (method === 'permit' && !/^\d+$/.test(body.nonce)) throw new AppError('BAD_REQUEST', E.staleNonce);
    if (method === 'authorization' && !/^0x[0-9a-fA-F]{64}$/.test(body.nonce))
      throw new AppError('BAD_REQUEST', E.used);

    const tokenAddress = getAddress(token.address);
    const typed = gaslessTypedData(
      { method, from, to: vault, amount, validAfter, validBefore, nonce: body.nonce },
      await this.domainOf(tokenAddress),
    );
    const signature = body.signature as Hex;
    const signer = await recoverTypedDataAddress({ ...typed, signature } as Parameters<
      typeof recoverTypedDataAddress
    >[0]).catch(() => null);
    if (signer === null || getAddress(signer) !== from) throw new AppError('BAD_REQUEST', E.wrongSigner);

    if (method === 'authorization') {
      const used = await chain.client.readContract({
        address: tokenAddress,
        abi: testUsdcAbi,
        functionName: 'authorizationState',
        args: [from, body.nonce as Hex],
      });
      if (used) throw new AppError('BAD_REQUEST', E.used);
    } else {
      const next = await chain.client.readContract({
        address: tokenAddress,
        abi: testUsdcAbi,
        functionName: 'nonces',
        args: [from],
      });
      if (BigInt(body.nonce) !== next)
        throw new AppError('BAD_REQUEST', BigInt(body.nonce) < next ? E.used : E.staleNonce);
    }

    if (!(await this.perDonor.take(from.toLowerCase())))
      throw new AppError('TOO_MANY_REQUESTS', E.donorLimit);
    if (!(await this.perIp.take(ip))) throw new AppError('TOO_MANY_REQUESTS', E.ipLimit);

    const { v, r, s } = parseSignature(signature);
    const call =
      method === 'authorization'
        ? {
            address: tokenAddress,
            abi: testUsdcAbi,
            functionName: 'transferWithAuthorization' as const,
            args: [from, vault, amount, validAfter, validBefore, body.nonce as Hex, Number(v), r, s] as const,
          }
        : {
            address: getAddress(chain.deployment.factoryAddress),
            abi: FACTORY_WITH_ERRORS,
            functionName: 'donateWithPermit' as const,
            args: [
              BigInt(campaign.id),
              await this.saltOwnerOf(campaign),
              tokenAddress,
              from,
              amount,
              validBefore,
              Number(v),
              r,
              s,
            ] as const,
          };
    let gas: bigint;
    try {
      // A dry run from the relayer: whatever the token or vault would refuse never costs gas.
      gas = await chain.client.estimateContractGas({ ...call, account: relayer.address } as Parameters<
        typeof chain.client.estimateContractGas
      >[0]);
    } catch (error) {
      throw new AppError('BAD_REQUEST', E.wouldFail(revertReason(error)));
    }
    // Headroom: a permit's first use of a storage slot, a vault deployed in the same call.
    const limit = (gas * 12n) / 10n;
    if (!(await this.budget.reserve(limit, nowMs))) throw new AppError('SERVICE_UNAVAILABLE', E.budget);

    let transactionHash: Hex;
    try {
      const data = encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]);
      transactionHash = await relayer.send({ to: call.address, data, gas: limit }, REFUSALS);
    } catch (error) {
      await this.budget.settle(limit, 0n, nowMs);
      throw error;
    }

    // Sent: from here on nothing may turn into an error what may have moved money (issue 26,
    // item 1). A wait that fails or times out answers with the hash; the indexer records the
    // transfer and POST /api/donations can still attach the message.
    let receipt: Awaited<ReturnType<typeof chain.client.waitForTransactionReceipt>>;
    try {
      receipt = await chain.client.waitForTransactionReceipt({
        hash: transactionHash,
        pollingInterval: 200,
        timeout: RECEIPT_TIMEOUT_MS,
      });
    } catch {
      await this.budget.settle(limit, limit, Date.now());
      return { transactionHash, donation: null };
    }
    await this.budget.settle(limit, receipt.gasUsed, Date.now());
    // Mined but refused: the authorization was used or cancelled after the dry run (a donor's
    // cancelAuthorization mined first). The relayer paid for it; say so (item 9).
    if (receipt.status !== 'success') throw new AppError('BAD_REQUEST', E.refusedWhenMined);
    try {
      const { donation } = await claimDonation(this.deps, donor, {
        campaignId: campaign.id,
        chainId: chain.chainId,
        transactionHash,
        message: body.message ?? null,
        isAnonymous: body.isAnonymous ?? false,
      });
      return { transactionHash, donation };
    } catch {
      return { transactionHash, donation: null };
    }
  }

  /** Whether the deployed code has the function the method calls: a data directory deployed before
   *  gasless donations existed has tokens and a factory without them (decision 051), and the
   *  panel should not offer what the simulated call would refuse. A Solidity dispatcher holds each
   *  external function's selector as a PUSH4 operand, so its presence in the code is the test. */
  private deployedWithSupport(token: string, method: GaslessMethod): Promise<boolean> {
    const key = `${token}:${method}`;
    let known = this.support.get(key);
    if (!known) {
      const [address, signature] =
        method === 'authorization'
          ? [
              token,
              'transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32)',
            ]
          : [
              this.deps.chain.deployment.factoryAddress,
              'donateWithPermit(uint256,address,address,address,uint256,uint256,uint8,bytes32,bytes32)',
            ];
      const selector = toFunctionSelector(signature).slice(2);
      known = this.deps.chain.client
        .getCode({ address: getAddress(address) })
        .then((code) => (code ?? '').toLowerCase().includes(`63${selector}`));
      // A failed read is asked again next time rather than remembered as "no".
      known.catch(() => this.support.delete(key));
      this.support.set(key, known);
    }
    // A chain that does not answer is a 503, not "this token cannot be given without gas".
    return known.catch((error: unknown) => {
      if (chainUnavailableIn(error)) throw error;
      return false;
    });
  }

  /** The token's EIP-712 domain as it reports it (ERC-5267), read once per token. */
  private domainOf(token: Address): Promise<TokenDomain> {
    let domain = this.domains.get(token);
    if (!domain) {
      domain = this.deps.chain.client
        .readContract({ address: token, abi: testUsdcAbi, functionName: 'eip712Domain' })
        .then(([, name, version, chainId, verifyingContract]) => ({
          name,
          version,
          chainId: Number(chainId),
          verifyingContract,
        }));
      domain.catch(() => this.domains.delete(token));
      this.domains.set(token, domain);
    }
    return domain;
  }

  /** The vault's first owner, bound into its CREATE2 salt (the factory's `owner` argument): the
   *  creator's wallet, or the Safe named at creation (decision 104). */
  private async saltOwnerOf(campaign: { creatorId: number; vaultOwner: string | null }): Promise<Address> {
    const [creator] = await this.deps.db
      .select({ walletAddress: users.walletAddress })
      .from(users)
      .where(eq(users.id, campaign.creatorId));
    if (!creator) throw new Error(`Campaign creator ${campaign.creatorId} not found`);
    return vaultSaltOwner(campaign, creator.walletAddress);
  }
}

/** The factory's ABI plus the vault's and the token's errors, so a refusal decodes by name. */
const FACTORY_WITH_ERRORS = [
  ...campaignFactoryAbi,
  ...campaignVaultAbi.filter((item) => item.type === 'error'),
  ...testUsdcAbi.filter((item) => item.type === 'error'),
] as const;

/** Refusals a donor can act on, in words; anything else is named as the chain names it. */
const REASONS: Record<string, string> = {
  ERC20InsufficientBalance: 'your wallet holds less than this amount',
  PermitNotApplied: 'the permit does not match this donation',
  ERC2612InvalidSigner: 'the permit does not match this donation',
  ERC2612ExpiredSignature: 'the permit has expired',
};

function revertReason(error: unknown): string {
  return revertReasonOf(error, REASONS);
}
