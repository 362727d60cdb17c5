import { pledgeCollectorAbi, testUsdcAbi } from '@crowdvault/contracts/generated/artifacts';
import {
  cancelPledgeTypedData,
  type PledgeTerms,
  pledgeId,
  pledgeTypedData,
} from '@crowdvault/contracts/pledge-signature';
import type {
  CancelPledgeBody,
  CreatePledgeBody,
  PledgeCancellation,
  PledgeChoice,
  PledgeQuote,
  PledgeView,
} from '@crowdvault/shared/api/pledge';
import { cadenceOfPeriod, type PledgeReason } from '@crowdvault/shared/api/pledge';
import { formatUnits } from '@crowdvault/shared/format';
import { desc, eq, sql } from 'drizzle-orm';
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  isErc6492Signature,
  parseSignature,
  recoverTypedDataAddress,
} from 'viem';
import type { ChainContext } from '../../chain/context';
import { chainUnavailableIn } from '../../chain/deadline';
import type { ChainRegistry } from '../../chain/registry';
import { type Database, rowsOf } from '../../db/client';
import { campaigns, pledges } from '../../db/schema';
import { AppError } from '../../errors';
import type { Lanes } from '../../infra/lanes/chain-lane';
import type { Relayer } from '../../infra/relayer/relayer';
import type { AuthUser } from '../auth/users';
import { checkCancelLinkToken } from '../mail/pledge-cancel-link';
import { notifyPledge } from './pledge-notices';
import {
  approveRequest,
  chainNow,
  checkStart,
  freshSalt,
  PLEDGE_ERRORS,
  permitInfo,
  resolveChoice,
  termsJson,
  termsOf,
} from './pledge-terms';

const RECEIPT_TIMEOUT_MS = 60_000;
const PERMIT_VALIDITY_SECONDS = 3_600n;

export const PLEDGE_NOT_FOUND = 'Pledge not found';

type PledgeRow = typeof pledges.$inferSelect;

export interface PledgeDeps {
  db: Database;
  chains: ChainRegistry;
  lanes: Lanes;
}

/** What the donor signs for `choice`: the terms (start now on the chain, a fresh salt), the
 *  pledge's id, and the allowance to give: an EIP-2612 permit where the token has one. */
export async function quotePledge(
  deps: PledgeDeps,
  user: AuthUser,
  choice: PledgeChoice,
): Promise<PledgeQuote> {
  const resolved = await resolveChoice(deps.db, deps.chains, choice);
  const { chain, collector } = resolved;
  const terms = termsOf(resolved, user.walletAddress, await chainNow(chain), freshSalt());
  const allowance = terms.amount * terms.periods;
  const permit = await permitInfo(chain, terms.token, terms.donor);
  return {
    pledgeId: pledgeId(chain.chainId, collector, terms),
    chainId: chain.chainId,
    collector,
    terms: termsJson(terms),
    allowance: allowance.toString(),
    approve: permit ? null : await approveRequest(chain, terms.token, terms.donor, collector, allowance),
    permit: permit
      ? {
          nonce: permit.nonce.toString(),
          deadline: (terms.start + PERMIT_VALIDITY_SECONDS).toString(),
          domain: permit.domain,
        }
      : null,
  };
}

/** Records a signed pledge after checking the signature against terms the server rebuilds from
 *  the campaign and the chain (so one signed for another vault, chain, token or amount fails),
 *  and relays the donor's permit, when given, so the pledge costs no gas. */
export async function createPledge(
  deps: PledgeDeps,
  user: AuthUser,
  body: CreatePledgeBody,
): Promise<PledgeView> {
  const resolved = await resolveChoice(deps.db, deps.chains, body.choice);
  const { chain, collector } = resolved;
  checkStart(BigInt(body.start), await chainNow(chain));
  const terms = termsOf(resolved, user.walletAddress, BigInt(body.start), body.salt as Hex);
  const valid = await isSignedBy(
    chain,
    terms.donor,
    pledgeTypedData(chain.chainId, collector, terms),
    body.signature as Hex,
  );
  if (!valid) throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.badSignature);
  const id = pledgeId(chain.chainId, collector, terms);
  // Required (decision 116): whenever CrowdVault says a pledge stopped, the chain must stop it too,
  // and only the donor's CancelPledge can; the platform relays it when the pledge stops.
  const cancelValid = await isSignedBy(
    chain,
    terms.donor,
    cancelPledgeTypedData(chain.chainId, collector, id),
    body.cancelSignature as Hex,
  );
  if (!cancelValid) throw new AppError('BAD_REQUEST', PLEDGE_ERRORS.badCancelSignature);
  const [existing] = await deps.db.select({ id: pledges.id }).from(pledges).where(eq(pledges.pledgeId, id));
  if (existing) throw new AppError('CONFLICT', 'This pledge is already saved');
  if (body.permit) await relayPermit(deps, resolved.chain.chainId, collector, terms, body.permit);
  await deps.db.insert(pledges).values({
    pledgeId: id,
    chainId: chain.chainId,
    campaignId: resolved.campaign.id,
    userId: user.id,
    donorAddress: terms.donor.toLowerCase(),
    vaultAddress: terms.vault.toLowerCase(),
    tokenAddress: terms.token.toLowerCase(),
    amount: terms.amount,
    periodSeconds: Number(terms.period),
    periods: Number(terms.periods),
    untilCancelled: resolved.untilCancelled,
    startAt: terms.start,
    salt: terms.salt,
    signature: body.signature,
    cancelSignature: body.cancelSignature,
    isAnonymous: body.isAnonymous ?? false,
  });
  return requirePledgeView(deps, id);
}

async function relayPermit(
  deps: PledgeDeps,
  chainId: number,
  collector: Address,
  terms: PledgeTerms,
  permit: { deadline: string; signature: string },
): Promise<void> {
  const { chain, relayer } = deps.lanes.require(chainId);
  const { v, r, s, yParity } = parseSignature(permit.signature as Hex);
  const args = [
    terms.donor,
    collector,
    terms.amount * terms.periods,
    BigInt(permit.deadline),
    Number(v ?? BigInt(27 + (yParity ?? 0))),
    r,
    s,
  ] as const;
  const gas = await chain.client
    .estimateContractGas({
      address: terms.token,
      abi: testUsdcAbi,
      functionName: 'permit',
      args,
      account: relayer.address,
    })
    .catch(() => {
      throw new AppError('BAD_REQUEST', 'The permit could not be applied: sign it again for this pledge');
    });
  const hash = await relayer.send({
    to: terms.token,
    data: encodeFunctionData({ abi: testUsdcAbi, functionName: 'permit', args }),
    gas: (gas * 12n) / 10n,
  });
  const receipt = await chain.client.waitForTransactionReceipt({
    hash,
    timeout: RECEIPT_TIMEOUT_MS,
    pollingInterval: 200,
  });
  if (receipt.status !== 'success') throw new AppError('BAD_REQUEST', 'The permit could not be applied');
}

/** The signed-in donor's pledges, newest first. */
export async function listPledges(deps: PledgeDeps, user: AuthUser): Promise<PledgeView[]> {
  const rows = await deps.db
    .select({ pledge: pledges, title: campaigns.title })
    .from(pledges)
    .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
    .where(eq(pledges.userId, user.id))
    .orderBy(desc(pledges.createdAt), desc(pledges.id));
  const counts = await periodCounts(
    deps.db,
    rows.map((row) => row.pledge.id),
  );
  const nowByChain = new Map<number, bigint>();
  for (const { pledge } of rows) {
    if (!nowByChain.has(pledge.chainId))
      nowByChain.set(pledge.chainId, await chainNow(deps.chains.require(pledge.chainId)));
  }
  return rows.map(({ pledge, title }) =>
    viewOf(deps, pledge, title, counts.get(pledge.id) ?? NO_PERIODS, nowByChain.get(pledge.chainId)!),
  );
}

async function requirePledgeView(
  deps: PledgeDeps,
  id: string,
  /** After a change that stands whatever the chain does (a cancellation): a chain that does not
   *  answer must not turn it into a 503, so the view then goes by the server's clock. */
  options: { clockIfChainDown?: boolean } = {},
): Promise<PledgeView> {
  const [row] = await deps.db
    .select({ pledge: pledges, title: campaigns.title })
    .from(pledges)
    .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
    .where(eq(pledges.pledgeId, id.toLowerCase()));
  if (!row) throw new AppError('NOT_FOUND', PLEDGE_NOT_FOUND);
  const counts = await periodCounts(deps.db, [row.pledge.id]);
  const now = await chainNow(deps.chains.require(row.pledge.chainId)).catch((error: unknown) => {
    if (options.clockIfChainDown && chainUnavailableIn(error)) return BigInt(Math.floor(Date.now() / 1000));
    throw error;
  });
  return viewOf(deps, row.pledge, row.title, counts.get(row.pledge.id) ?? NO_PERIODS, now);
}

/** What `GET /api/pledges/{id}/cancel` answers: the pledge, the message its donor's wallet would
 *  sign, and what the one-click link's token (`t`), if any, is worth. */
export async function cancellationOf(
  deps: PledgeDeps,
  secret: string,
  id: string,
  token?: string,
): Promise<PledgeCancellation> {
  const pledge = await requirePledgeView(deps, id);
  const chain = deps.chains.require(pledge.chainId);
  const typedData = cancelPledgeTypedData(
    pledge.chainId,
    chain.deployment.pledgeCollectorAddress!,
    pledge.pledgeId as Hex,
  );
  return {
    pledge,
    typedData: { ...typedData, domain: { ...typedData.domain } },
    link: token === undefined ? null : checkCancelLinkToken(secret, pledge.pledgeId, token),
  };
}

export const CANCEL_ERRORS = {
  badSignature: 'This cancellation was not signed by the pledge’s wallet',
  badLink:
    'This cancel link is not valid. Open the link in your latest notice or e-mail, or cancel with your wallet.',
  expiredLink:
    'This cancel link has expired. Open the link in your latest notice or e-mail, or cancel with your wallet.',
  needsWallet:
    'This pledge can only be cancelled with the wallet that signed it: connect that wallet and cancel on this page. Until then it is not cancelled.',
} as const;

/**
 * Cancels a pledge without sign-in, proven either by the donor's EIP-712 CancelPledge signature or
 * by a one-click link's token (decision 107), which relays the CancelPledge the donor signed with
 * the pledge. The platform stops collecting at once (the worker only collects active or past-due
 * pledges), then the relayer sends `cancelWithSig`, so no one else can collect it either. When the
 * relayer cannot send now (out of gas money, fees above its ceiling, the chain unreachable) the
 * cancellation still stands: the signature is kept and the chain's worker relays it on its next
 * passes (decision 106). A running pledge saved before the cancel signature was required is not
 * cancelled by its link (409: only its wallet can cancel it on chain; decision 116).
 */
export async function cancelPledge(
  deps: PledgeDeps & {
    logger?: { warn: (object: object, message: string) => void };
    /** Signs and checks the one-click links (the JWT secret); without it a link cancels nothing. */
    linkSecret?: string;
  },
  id: string,
  body: CancelPledgeBody,
): Promise<PledgeView> {
  const [row] = await deps.db.select().from(pledges).where(eq(pledges.pledgeId, id.toLowerCase()));
  if (!row) throw new AppError('NOT_FOUND', PLEDGE_NOT_FOUND);
  const { chain, relayer } = deps.lanes.require(row.chainId);
  const collector = chain.deployment.pledgeCollectorAddress!;
  const terms = termsOfRow(row);
  let signature: Hex | null;
  if ('token' in body) {
    const link = deps.linkSecret
      ? checkCancelLinkToken(deps.linkSecret, row.pledgeId, body.token)
      : 'invalid';
    if (link !== 'valid')
      throw new AppError(
        'BAD_REQUEST',
        link === 'expired' ? CANCEL_ERRORS.expiredLink : CANCEL_ERRORS.badLink,
      );
    signature = (row.cancelSignature as Hex | null) ?? null;
    // A running pledge saved before its CancelPledge was required: the platform could stop only
    // its own collections, and anyone holding the pledge's signature could still collect on chain.
    // It is not called cancelled until the donor's wallet cancels it (issue 38, item 1).
    if (!signature && (row.status === 'active' || row.status === 'past_due'))
      throw new AppError('CONFLICT', CANCEL_ERRORS.needsWallet);
  } else {
    signature = body.signature as Hex;
    const valid = await isSignedBy(
      chain,
      terms.donor,
      cancelPledgeTypedData(row.chainId, collector, row.pledgeId as Hex),
      signature,
    );
    if (!valid) throw new AppError('BAD_REQUEST', CANCEL_ERRORS.badSignature);
  }
  // Over already and nothing left to relay (cancelled, or stopped and cancelled on chain).
  if (!signature || row.status === 'completed') return requirePledgeView(deps, row.pledgeId);
  await deps.db
    .update(pledges)
    .set({ status: 'cancelled', statusReason: null, cancelSignature: signature, updatedAt: new Date() })
    .where(eq(pledges.id, row.id));
  await notifyPledge(deps.db, row, 'cancelled', 'cancelled');
  if (signature) {
    try {
      await relayCancellation(deps.db, chain, relayer, {
        ...row,
        cancelSignature: signature,
      });
    } catch (error) {
      deps.logger?.warn({ err: error, pledgeId: row.pledgeId }, 'pledge cancellation relayed later');
    }
  }
  return requirePledgeView(deps, row.pledgeId, { clockIfChainDown: true });
}

/** Sends the donor's signed cancellation on chain unless the collector already has it cancelled;
 *  either way the signature is then cleared (nothing left to relay). Throws when the relayer
 *  refuses or the transaction fails; the signature stays for the next try. */
export async function relayCancellation(
  db: Database,
  chain: ChainContext,
  relayer: Relayer,
  row: PledgeRow,
): Promise<void> {
  const collector = chain.deployment.pledgeCollectorAddress!;
  const onChain = await chain.client.readContract({
    address: collector,
    abi: pledgeCollectorAbi,
    functionName: 'cancelled',
    args: [row.pledgeId as Hex],
  });
  if (!onChain) {
    const call = {
      abi: pledgeCollectorAbi,
      functionName: 'cancelWithSig',
      args: [termsOfRow(row), row.cancelSignature as Hex],
    } as const;
    const gas = await chain.client.estimateContractGas({
      address: collector,
      ...call,
      account: relayer.address,
    });
    const hash = await relayer.send(
      { to: collector, data: encodeFunctionData(call), gas: (gas * 12n) / 10n },
      { gasTooHigh: PLEDGE_ERRORS.relayPaused, lowBalance: PLEDGE_ERRORS.relayPaused },
    );
    await db.update(pledges).set({ cancelTxHash: hash }).where(eq(pledges.id, row.id));
    const receipt = await chain.client.waitForTransactionReceipt({
      hash,
      timeout: RECEIPT_TIMEOUT_MS,
      pollingInterval: 200,
    });
    if (receipt.status !== 'success') throw new Error(`cancelWithSig failed in ${hash}`);
  }
  await db.update(pledges).set({ cancelSignature: null }).where(eq(pledges.id, row.id));
}

/** Whether `address` signed the typed data: an account's signature is recovered here, without the
 *  chain; anything else is asked of the chain (a contract wallet answers there, ERC-1271), and a
 *  chain that cannot be asked is an outage (503 naming it), never "not signed by this wallet". */
async function isSignedBy(
  chain: ChainContext,
  address: Address,
  typedData: ReturnType<typeof pledgeTypedData> | ReturnType<typeof cancelPledgeTypedData>,
  signature: Hex,
): Promise<boolean> {
  const recovered = await recoverTypedDataAddress({ ...typedData, signature } as Parameters<
    typeof recoverTypedDataAddress
  >[0]).catch(() => null);
  if (recovered && isAddressEqual(recovered, address)) return true;
  // An account without code signs only with its key (unless the signature deploys a wallet,
  // ERC-6492); asking for the code is also what tells an outage from a wrong signer.
  const code = await chain.client.getCode({ address });
  if ((!code || code === '0x') && !isErc6492Signature(signature)) return false;
  return chain.client
    .verifyTypedData({ address, ...typedData, signature } as Parameters<
      ChainContext['client']['verifyTypedData']
    >[0])
    .catch((error: unknown) => {
      if (chainUnavailableIn(error)) throw error;
      return false;
    });
}

/** A stored pledge's terms exactly as signed. */
export function termsOfRow(row: PledgeRow): PledgeTerms {
  return {
    donor: getAddress(row.donorAddress),
    vault: getAddress(row.vaultAddress),
    token: getAddress(row.tokenAddress),
    amount: row.amount,
    period: BigInt(row.periodSeconds),
    periods: BigInt(row.periods),
    start: row.startAt,
    salt: row.salt as Hex,
  };
}

type Deferral = { index: number; reason: 'gas_price' | 'relayer' };
type Counts = { collected: Set<number>; missed: number; deferred: Deferral | null };
const NO_PERIODS: Counts = { collected: new Set(), missed: 0, deferred: null };

/** Per pledge: the periods collected, how many were missed, and the last one the platform put off. */
async function periodCounts(db: Database, ids: number[]): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select pledge_row_id, coalesce(array_agg(period_index) filter (where status = 'collected'), '{}') as collected,
      count(*) filter (where status = 'missed')::int as missed,
      max(period_index) filter (where status = 'deferred') as deferred_index,
      (array_agg(reason order by period_index desc) filter (where status = 'deferred'))[1] as deferred_reason
    from pledge_periods where pledge_row_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by pledge_row_id`);
  type Row = {
    pledge_row_id: number;
    collected: number[];
    missed: number;
    deferred_index: number | null;
    deferred_reason: Deferral['reason'] | null;
  };
  return new Map(
    rowsOf<Row>(result).map((row) => [
      Number(row.pledge_row_id),
      {
        collected: new Set(row.collected.map(Number)),
        missed: Number(row.missed),
        deferred:
          row.deferred_index === null
            ? null
            : { index: Number(row.deferred_index), reason: row.deferred_reason ?? 'relayer' },
      },
    ]),
  );
}

const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();

function viewOf(deps: PledgeDeps, row: PledgeRow, title: string, counts: Counts, now: bigint): PledgeView {
  const chain = deps.chains.require(row.chainId);
  const token = chain.deployment.tokens.find((t) => t.address.toLowerCase() === row.tokenAddress);
  const decimals = token?.decimals ?? 18;
  const period = BigInt(row.periodSeconds);
  const running = row.status === 'active' || row.status === 'past_due';
  let next: bigint | null = null;
  if (running) {
    const index = now < row.startAt ? 0n : (now - row.startAt) / period;
    const done = counts.collected.has(Number(index));
    const nextIndex = done ? index + 1n : index;
    if (nextIndex < BigInt(row.periods))
      next = nextIndex === index ? (now > row.startAt ? now : row.startAt) : row.startAt + nextIndex * period;
  }
  const current = now < row.startAt ? 0n : (now - row.startAt) / period;
  return {
    pledgeId: row.pledgeId,
    chainId: row.chainId,
    campaignId: row.campaignId,
    campaignTitle: title,
    token: token?.symbol ?? row.tokenAddress,
    amount: formatUnits(row.amount, decimals),
    cadence: cadenceOfPeriod(row.periodSeconds),
    periods: row.periods,
    untilCancelled: row.untilCancelled,
    startsAt: iso(row.startAt),
    status: row.status,
    reason: (row.statusReason as PledgeReason | null) ?? null,
    pastDueUntil: row.status === 'past_due' ? iso(row.startAt + (current + 1n) * period) : null,
    // The period is marked deferred, the pledge stays active (a fee spike is not the donor's
    // fault): the donor is told why and until when it is retried (issue 40).
    deferred:
      running && counts.deferred?.index === Number(current)
        ? { reason: counts.deferred.reason, until: iso(row.startAt + (current + 1n) * period) }
        : null,
    nextCollectionAt: next === null ? null : iso(next),
    nextAmount: next === null ? null : formatUnits(row.amount, decimals),
    collectedPeriods: counts.collected.size,
    missedPeriods: counts.missed,
    isAnonymous: row.isAnonymous,
    terms: termsJson(termsOfRow(row)),
  };
}
