import {
  type CreateRound,
  ROUND_MESSAGES,
  type RoundPhase,
  type RoundSummary,
  roundWindowProblem,
  type UpdateRound,
} from '@crowdvault/shared/api/rounds';
import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { findToken } from '../../chain/deployment';
import type { ChainRegistry } from '../../chain/registry';
import type { Database, Executor } from '../../db/client';
import { rounds } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { poolTermsFor, roundPoolAddress } from './round-pool';

export type RoundRow = typeof rounds.$inferSelect;

/** What a round's services need: the database, the served chains, and the server's clock (tests
 *  move it; the donation window itself is judged by the chain's block times). `operatorAddress`,
 *  the relayer's, becomes a new round's pool operator (decision 139); without it new rounds get no
 *  pool contract. */
export interface RoundDeps {
  db: Database;
  chains: ChainRegistry;
  operatorAddress?: Address;
  now?: () => Date;
}

export const nowOf = (deps: Pick<RoundDeps, 'now'>): Date => deps.now?.() ?? new Date();

/** The round's row, or 404; `id` comes from roundIdParamsSchema (null: malformed). */
export async function requireRound(db: Executor, id: number | null, forUpdate = false): Promise<RoundRow> {
  const query = db
    .select()
    .from(rounds)
    .where(eq(rounds.id, id ?? 0));
  const [row] = id === null ? [] : forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', ROUND_MESSAGES.notFound);
  return row;
}

/** Where the round stands by the server's clock (see ROUND_PHASES). */
export function roundPhase(round: RoundRow, challengeEndsAt: Date | null, now: Date): RoundPhase {
  if (round.status === 'paid') return 'paid';
  if (round.status !== 'open') {
    return challengeEndsAt !== null && now < challengeEndsAt ? 'challenge' : 'final';
  }
  if (now >= round.donationsCloseAt) return 'counting';
  if (now >= round.donationsOpenAt) return 'donations';
  if (now >= round.applicationsOpenAt) return 'applications';
  return 'upcoming';
}

export function applicationsOpen(round: RoundRow, now: Date): boolean {
  return round.status === 'open' && now >= round.applicationsOpenAt && now < round.applicationsCloseAt;
}

/** Whole tokens of the round's token, as the API writes amounts. */
export const tokensOf = (round: Pick<RoundRow, 'tokenDecimals'>, units: bigint): string =>
  formatUnits(units, round.tokenDecimals);

/** A round's calendar and formula settings as the API writes them (its summary and its editable
 *  settings alike). */
function calendarAndRulesOf(round: RoundRow) {
  return {
    applicationsOpenAt: round.applicationsOpenAt.toISOString(),
    applicationsCloseAt: round.applicationsCloseAt.toISOString(),
    donationsOpenAt: round.donationsOpenAt.toISOString(),
    donationsCloseAt: round.donationsCloseAt.toISOString(),
    matchingCapBps: round.matchingCapBps,
    minimumGift: tokensOf(round, round.minimumGift),
    pairwiseThreshold: tokensOf(round, round.pairwiseThreshold),
    challengeHours: round.challengeHours,
  };
}

export function toRoundSummary(
  round: RoundRow,
  chains: ChainRegistry,
  facts: { acceptedCampaigns: number; publishedAt: Date | null; challengeEndsAt: Date | null; now: Date },
): RoundSummary {
  const poolAddress = roundPoolAddress(round, chains.get(round.chainId)?.deployment);
  return {
    id: round.id,
    name: round.name,
    description: round.description,
    sponsorAddress: getAddress(round.sponsorAddress),
    chainId: round.chainId,
    chainName: chains.nameOf(round.chainId),
    token: {
      symbol: round.tokenSymbol,
      address: getAddress(round.tokenAddress),
      decimals: round.tokenDecimals,
    },
    ...calendarAndRulesOf(round),
    pool: tokensOf(round, round.poolAmount),
    poolSource: poolAddress === null ? 'admin' : 'chain',
    poolAddress,
    phase: roundPhase(round, facts.challengeEndsAt, facts.now),
    applicationsOpen: applicationsOpen(round, facts.now),
    acceptedCampaigns: facts.acceptedCampaigns,
    publishedAt: facts.publishedAt?.toISOString() ?? null,
    challengeEndsAt: facts.challengeEndsAt?.toISOString() ?? null,
  };
}

/** An amount of whole tokens in the token's smallest unit; more decimals than the token has is
 *  the caller's mistake, named by its field (never rounded). */
export function unitsOf(field: string, value: string, decimals: number): bigint {
  try {
    return parseUnits(value, decimals);
  } catch {
    throw new AppError('BAD_REQUEST', ROUND_MESSAGES.tooManyDecimals(`body/${field}`, decimals));
  }
}

type Settings = CreateRound;

/** The row's columns for settings in API terms, checked against the chain (served, token listed). */
function columnsOf(chains: ChainRegistry, settings: Settings) {
  const chain = chains.require(settings.chainId);
  // Every served chain lists each campaign currency (the deployment schema insists).
  const token = findToken(chain.deployment, settings.currency)!;
  return {
    name: settings.name,
    description: settings.description,
    sponsorAddress: settings.sponsorAddress.toLowerCase(),
    chainId: chain.chainId,
    tokenAddress: token.address.toLowerCase(),
    tokenSymbol: token.symbol,
    tokenDecimals: token.decimals,
    applicationsOpenAt: new Date(settings.applicationsOpenAt),
    applicationsCloseAt: new Date(settings.applicationsCloseAt),
    donationsOpenAt: new Date(settings.donationsOpenAt),
    donationsCloseAt: new Date(settings.donationsCloseAt),
    matchingCapBps: settings.matchingCapBps,
    minimumGift: unitsOf('minimumGift', settings.minimumGift, token.decimals),
    pairwiseThreshold: unitsOf('pairwiseThreshold', settings.pairwiseThreshold, token.decimals),
    challengeHours: settings.challengeHours,
    poolAmount: unitsOf('poolAmount', settings.poolAmount, token.decimals),
  };
}

/** The row's settings in API terms (what an edit is merged into). */
function settingsOf(round: RoundRow): Settings {
  return {
    name: round.name,
    description: round.description,
    sponsorAddress: round.sponsorAddress,
    chainId: round.chainId,
    currency: round.tokenSymbol,
    ...calendarAndRulesOf(round),
    poolAmount: tokensOf(round, round.poolAmount),
  };
}

/** `POST /api/admin/rounds`: a new round, in the audit log. */
export async function createRound(deps: RoundDeps, actorId: number, body: CreateRound): Promise<RoundRow> {
  const columns = columnsOf(deps.chains, body);
  const poolTerms = poolTermsFor(deps.chains.require(body.chainId).deployment, deps.operatorAddress);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rounds)
      .values({ ...columns, ...poolTerms, createdBy: actorId })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'round.create',
      targetType: 'round',
      targetId: row!.id,
      targetLabel: row!.name,
      before: null,
      after: body,
    });
    return row!;
  });
}

/** What an admin may no longer change once the donation window has opened: donors have been shown
 *  estimates computed under them, and gifts have counted by them. */
const FIXED_ONCE_OPEN = [
  'chainId',
  'currency',
  'donationsOpenAt',
  'donationsCloseAt',
  'matchingCapBps',
  'minimumGift',
  'pairwiseThreshold',
] as const satisfies readonly (keyof Settings)[];

/** And for a round with a pool contract, the terms its address commits to that are not above:
 *  changed once the sponsor may have funded it, the address would move and leave the money behind. */
const POOL_TERMS = ['sponsorAddress', 'challengeHours'] as const satisfies readonly (keyof Settings)[];

/** `PUT /api/admin/rounds/:id`: changes some settings of a round not yet published, in the audit
 *  log with what each was. */
export async function updateRound(
  deps: RoundDeps,
  actorId: number,
  roundId: number | null,
  body: UpdateRound,
): Promise<RoundRow> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const round = await requireRound(tx, roundId, true);
    if (round.status !== 'open') throw new AppError('CONFLICT', ROUND_MESSAGES.published);
    const current = settingsOf(round);
    const changed = (Object.keys(body) as (keyof Settings)[]).filter(
      (key) => !sameSetting(current[key], body[key]),
    );
    if (now >= round.donationsOpenAt) {
      const pool = round.poolOperatorAddress === null ? [] : POOL_TERMS;
      const fixed = [...FIXED_ONCE_OPEN, ...pool].filter((key) => changed.includes(key));
      if (fixed.length > 0) throw new AppError('CONFLICT', ROUND_MESSAGES.lockedOnceOpen(fixed.join(', ')));
    }
    const next = { ...current, ...body };
    const problem = roundWindowProblem(next);
    if (problem) throw new AppError('BAD_REQUEST', `body/donationsCloseAt: ${problem}`);
    const [row] = await tx
      .update(rounds)
      .set({ ...columnsOf(deps.chains, next), updatedAt: new Date() })
      .where(eq(rounds.id, round.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'round.edit',
      targetType: 'round',
      targetId: round.id,
      targetLabel: row!.name,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return row!;
  });
}

/** Instants compare as instants ("…Z" and "+00:00" are one time), amounts as numbers of units. */
function sameSetting(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') {
    if (/^0x[0-9a-f]{40}$/i.test(a)) return a.toLowerCase() === b.toLowerCase();
    const [timeA, timeB] = [Date.parse(a), Date.parse(b)];
    if (/T/.test(a) && /T/.test(b) && !Number.isNaN(timeA)) return timeA === timeB;
    if (/^\d+(\.\d+)?$/.test(a) && /^\d+(\.\d+)?$/.test(b)) return parseUnits(a, 80) === parseUnits(b, 80);
  }
  return a === b;
}
