import { EventEmitter } from 'node:events';
import type { DonationEvent } from '@crowdvault/shared/api/donation';
import { formatUnits } from '@crowdvault/shared/format';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { type ChainDeployment, decimalsOf } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { toDonationResponse } from './donation-response';
import type { CampaignTotals, DonationRow } from './donation-store';
import { NotifyChannel } from './notify-channel';

/** The PostgreSQL channel recorded donation ids travel on between instances (decision 052). */
export const DONATION_CHANNEL = 'crowdvault_donations';
/** NOTIFY payloads must stay under 8000 bytes: ids are sent in chunks well below that. */
const IDS_PER_NOTIFY = 500;
/** At most this many missed donations are replayed to one stream on reconnect; older ones the
 *  page has from its last fetch or gets on its next. */
export const CATCH_UP_LIMIT = 100;

type Log = (object: Record<string, unknown>, message: string) => void;

export interface SharedFeedOptions {
  /** Several instances share this PostgreSQL: every instance LISTENs, whoever records NOTIFYs. */
  databaseUrl: string;
  db: Database;
  deployment: ChainDeployment;
  logger?: { info: Log; warn: Log };
}

/**
 * Fan-out of newly recorded donations to the server-sent-event streams, shared by the indexer,
 * POST /api/donations and the sample-donor tool.
 *
 * Alone (PGlite, tests) it is an in-process emitter. With `shared` (a PostgreSQL several instances
 * may share) `emit` sends only the donation ids with NOTIFY; every instance, this one included,
 * LISTENs, reads those rows and their campaigns' totals, and hands the events to its own streams.
 * A listener that lost its connection reconnects and tells the streams to catch up (`onResync`).
 */
export class DonationEvents {
  private readonly emitter = new EventEmitter();
  private readonly channel: NotifyChannel | null;
  private pendingIds: number[] = [];
  private flushing: Promise<void> | null = null;

  constructor(private readonly shared?: SharedFeedOptions) {
    // Every open campaign page holds one listener; the default warning at 10 is meant for leaks.
    this.emitter.setMaxListeners(0);
    this.channel = shared
      ? new NotifyChannel({
          databaseUrl: shared.databaseUrl,
          channel: DONATION_CHANNEL,
          onMessage: (payload) => this.received(payload),
          onReconnect: () => this.emitter.emit('resync'),
          logger: shared.logger,
        })
      : null;
  }

  /** Connects the listener (shared mode); resolves once LISTEN is in place. */
  async start(): Promise<void> {
    await this.channel?.start();
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.channel?.close();
  }

  /** Whether events should be built at all: always when other instances may have pages open. */
  get hasAudience(): boolean {
    return this.channel !== null || this.listenerCount() > 0;
  }

  /** Whether the shared listener is connected (readiness); true when there is none to have. */
  get connected(): boolean {
    return this.channel?.connected ?? true;
  }

  emit(event: DonationEvent): void {
    if (!this.channel || !this.shared) {
      this.emitter.emit('donation', event);
      return;
    }
    this.pendingIds.push(event.donation.id);
    // Events of one range or claim come in one synchronous loop: one NOTIFY carries them all.
    this.flushing ??= Promise.resolve().then(() => this.flush());
  }

  /** Calls `listener` for each new donation; returns the function that stops it. */
  subscribe(listener: (event: DonationEvent) => void): () => void {
    this.emitter.on('donation', listener);
    return () => this.emitter.off('donation', listener);
  }

  /** Calls `listener` after the shared listener reconnected: notifications sent meanwhile were
   *  lost, and each stream re-reads what it missed. */
  onResync(listener: () => void): () => void {
    this.emitter.on('resync', listener);
    return () => this.emitter.off('resync', listener);
  }

  listenerCount(): number {
    return this.emitter.listenerCount('donation');
  }

  private async flush(): Promise<void> {
    const ids = [...new Set(this.pendingIds)];
    this.pendingIds = [];
    this.flushing = null;
    for (let start = 0; start < ids.length; start += IDS_PER_NOTIFY) {
      const payload = JSON.stringify({ ids: ids.slice(start, start + IDS_PER_NOTIFY) });
      try {
        await this.channel?.notify(payload);
      } catch (error) {
        // The rows are recorded: pages see them on their next fetch or reconnect.
        this.shared?.logger?.warn({ err: error }, 'could not announce recorded donations');
      }
    }
  }

  private async received(payload: string): Promise<void> {
    if (!this.shared || this.listenerCount() === 0) return;
    let ids: number[];
    try {
      const parsed = JSON.parse(payload) as { ids?: unknown };
      ids = Array.isArray(parsed.ids) ? parsed.ids.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return;
    }
    if (ids.length === 0) return;
    try {
      const events = await loadDonationEvents(this.shared.db, this.shared.deployment, ids);
      for (const event of events) this.emitter.emit('donation', event);
    } catch (error) {
      this.shared.logger?.warn({ err: error }, 'could not read announced donations');
    }
  }
}

/** The SSE messages for recorded donations, with their campaigns' fresh totals: new rows only,
 *  unless `includeClaimed` (a claim changes the message and donor of a row pages already show,
 *  and clients replace a donation by id). */
export function donationEventsFor(
  deployment: ChainDeployment,
  rows: (DonationRow & { inserted: boolean })[],
  totals: CampaignTotals[],
  includeClaimed = false,
): DonationEvent[] {
  const byId = new Map(totals.map((total) => [total.id, total]));
  return rows.flatMap((row) => {
    const total = byId.get(row.campaignId);
    if ((!row.inserted && !includeClaimed) || !total) return [];
    const decimals = decimalsOf(deployment, total.currency);
    return [
      {
        donation: toDonationResponse(row),
        campaign: {
          id: total.id,
          raisedAmount: formatUnits(total.raisedAmount, decimals),
          donorCount: total.donorCount,
        },
      },
    ];
  });
}

/** The events of these donations as they stand now, in id order (the receiving instance's read). */
export async function loadDonationEvents(
  db: Database,
  deployment: ChainDeployment,
  ids: number[],
): Promise<DonationEvent[]> {
  const rows = await db.select().from(donations).where(inArray(donations.id, ids)).orderBy(asc(donations.id));
  return withTotals(db, deployment, rows);
}

/** Donations of a campaign recorded after `afterId` (oldest first, at most CATCH_UP_LIMIT): what a
 *  stream missed while it or the listener was away. */
export async function loadDonationEventsSince(
  db: Database,
  deployment: ChainDeployment,
  campaignId: number,
  afterId: number,
): Promise<DonationEvent[]> {
  const newest = await db
    .select()
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), gt(donations.id, afterId)))
    .orderBy(desc(donations.id))
    .limit(CATCH_UP_LIMIT);
  return withTotals(db, deployment, newest.reverse());
}

/** The newest donation id of a campaign (0 when none): where a new stream starts counting. */
export async function lastDonationId(db: Database, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.campaignId, campaignId))
    .orderBy(desc(donations.id))
    .limit(1);
  return row?.id ?? 0;
}

async function withTotals(
  db: Database,
  deployment: ChainDeployment,
  rows: DonationRow[],
): Promise<DonationEvent[]> {
  if (rows.length === 0) return [];
  const totals = await db
    .select({
      id: campaigns.id,
      currency: campaigns.currency,
      raisedAmount: campaigns.raisedAmount,
      donorCount: campaigns.donorCount,
    })
    .from(campaigns)
    .where(inArray(campaigns.id, [...new Set(rows.map((row) => row.campaignId))]));
  return donationEventsFor(
    deployment,
    rows.map((row) => ({ ...row, inserted: true })),
    totals,
  );
}
