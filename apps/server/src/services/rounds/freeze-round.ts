import { ROUND_MESSAGES } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import type { RoundInput } from '@crowdvault/shared/rounds/round-file';
import { eq } from 'drizzle-orm';
import type { ChainContext } from '../../chain/context';
import type { Database } from '../../db/client';
import { rounds } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { indexedBlock, pendingBackfills } from '../transparency/indexer-progress';
import { acceptedCampaigns, loadRoundInput } from './round-input';
import { notifyRoundCampaigns } from './round-notices';
import { lastBlockBeforeClose, poolBalanceAt, roundPoolAddress } from './round-pool';
import { type PublicationRow, storePublication } from './round-publications';
import { nowOf, type RoundDeps, type RoundRow, requireRound } from './round-settings';

/** How long a caller refused for a lagging indexer waits before asking again. */
const RETRY_AFTER_SECONDS = 30;
const HOUR_MS = 3_600_000;

const momentOf = (seconds: bigint) => formatUtcMoment(new Date(Number(seconds) * 1000));

/**
 * Refuses to freeze a round whose gifts may not all be recorded. The donation window is judged by
 * the round chain's block times, which stamp every gift: it has closed once the chain has a block
 * at or after its end, and every gift inside it is recorded once the indexer's checkpoint (which
 * trails the head by the chain's confirmations) is such a block — block times never go back, so
 * every block before it is older. A vault whose history is still being read may hold more.
 * Returns the checkpoint block.
 */
export async function requireAllGiftsRecorded(
  db: Database,
  chain: Pick<ChainContext, 'client'>,
  round: RoundRow,
  campaignIds: readonly number[],
): Promise<bigint> {
  const close = BigInt(Math.floor(round.donationsCloseAt.getTime() / 1000));
  const checkpoint = await indexedBlock(db, round.chainId);
  const recorded =
    checkpoint === null ? null : (await chain.client.getBlock({ blockNumber: checkpoint })).timestamp;
  if (checkpoint === null || recorded === null || recorded < close) {
    const head = await chain.client.getBlock({ blockTag: 'latest' });
    if (head.timestamp < close) {
      throw new AppError(
        'CONFLICT',
        ROUND_MESSAGES.notClosed(formatUtcMoment(round.donationsCloseAt), momentOf(head.timestamp)),
      );
    }
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      checkpoint === null || recorded === null
        ? ROUND_MESSAGES.indexerNotStarted
        : ROUND_MESSAGES.indexerBehind(
            checkpoint.toString(),
            momentOf(recorded),
            formatUtcMoment(round.donationsCloseAt),
          ),
      RETRY_AFTER_SECONDS,
    );
  }
  const pending = (await pendingBackfills(db, round.chainId)).filter((backfill) =>
    campaignIds.includes(backfill.campaignId),
  );
  if (pending.length > 0) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      ROUND_MESSAGES.backfillPending(pending.map((backfill) => backfill.campaignId).join(', ')),
      RETRY_AFTER_SECONDS,
    );
  }
  return checkpoint;
}

/**
 * The pool a round's result shares: for a round with a pool contract, the contract's balance of the
 * round's token at the last block before the window's end (below the checkpoint, so confirmed),
 * which counts every top-up before close and none after, and which the file names so anyone can
 * read it again; otherwise the admin's figure.
 */
async function poolOf(
  chain: ChainContext,
  round: RoundRow,
  checkpoint: bigint,
): Promise<Pick<RoundInput, 'pool' | 'poolSource' | 'poolAddress' | 'poolBlock'>> {
  const poolAddress = roundPoolAddress(round, chain.deployment);
  if (poolAddress === null) return { pool: round.poolAmount, poolSource: 'admin' };
  const close = BigInt(Math.floor(round.donationsCloseAt.getTime() / 1000));
  const poolBlock = await lastBlockBeforeClose(chain, close, checkpoint);
  const pool = await poolBalanceAt(chain, round, poolAddress, poolBlock);
  return { pool, poolSource: 'chain', poolAddress, poolBlock };
}

/**
 * Freezes a closed round's input from the ledger and publishes it with the engine's output
 * (version 1), opening the challenge window. `actorId` is the admin who asked, or null for the
 * round's job at close. Refused while gifts may be missing (`requireAllGiftsRecorded`), for a
 * round with no accepted campaign, and once published (a second freeze, or two at once: the row
 * lock lets one through).
 */
export async function freezeRound(
  deps: RoundDeps,
  roundId: number | null,
  actorId: number | null,
): Promise<PublicationRow> {
  const { db, chains } = deps;
  const round = await requireRound(db, roundId);
  if (round.status !== 'open') throw new AppError('CONFLICT', ROUND_MESSAGES.published);
  const chain = chains.require(round.chainId);
  const campaignIds = (await acceptedCampaigns(db, round.id)).map((campaign) => campaign.campaignId);
  if (campaignIds.length === 0) throw new AppError('CONFLICT', ROUND_MESSAGES.noCampaigns);
  const checkpoint = await requireAllGiftsRecorded(db, chain, round, campaignIds);
  const pool = await poolOf(chain, round, checkpoint);
  const now = nowOf(deps);
  return db.transaction(async (tx) => {
    const locked = await requireRound(tx, round.id, true);
    if (locked.status !== 'open') throw new AppError('CONFLICT', ROUND_MESSAGES.published);
    const frozen = { ...(await loadRoundInput(tx, locked)), ...pool };
    if (frozen.campaigns.length === 0) throw new AppError('CONFLICT', ROUND_MESSAGES.noCampaigns);
    const publication = await storePublication(tx, {
      roundId: round.id,
      version: 1,
      input: frozen,
      publishedBy: actorId,
      publishedAt: now,
      challengeEndsAt: new Date(now.getTime() + round.challengeHours * HOUR_MS),
    });
    // The round's pool figure becomes the one the result shares (the balance read, for a pool
    // contract), so every view of the round shows the same pool.
    await tx
      .update(rounds)
      .set({ status: 'published', poolAmount: pool.pool, updatedAt: now })
      .where(eq(rounds.id, round.id));
    await notifyRoundCampaigns(tx, {
      roundId: round.id,
      notice: 'published',
      campaignIds: frozen.campaigns.map((campaign) => campaign.campaignId),
      key: 'v1',
      version: 1,
    });
    if (actorId !== null) {
      await recordAudit(tx, {
        actorId,
        action: 'round.publish',
        targetType: 'round',
        targetId: round.id,
        targetLabel: round.name,
        before: { status: 'open' },
        after: {
          status: 'published',
          version: 1,
          resultHash: publication.resultHash,
          pool: pool.pool.toString(),
          poolSource: pool.poolSource,
        },
      });
    }
    return publication;
  });
}
