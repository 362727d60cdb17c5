import { EventEmitter } from 'node:events';
import type { DonationEvent } from '@crowdvault/shared/api/donation';
import { formatUnits } from '@crowdvault/shared/format';
import { type ChainDeployment, decimalsOf } from '../../chain/deployment';
import { toDonationResponse } from './donation-response';
import type { CampaignTotals, DonationRow } from './donation-store';

/** In-process fan-out of newly recorded donations to the server-sent-event streams. One instance
 *  per server, shared by the indexer and POST /api/donations. */
export class DonationEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open campaign page holds one listener; the default warning at 10 is meant for leaks.
    this.emitter.setMaxListeners(0);
  }

  emit(event: DonationEvent): void {
    this.emitter.emit('donation', event);
  }

  /** Calls `listener` for each new donation; returns the function that stops it. */
  subscribe(listener: (event: DonationEvent) => void): () => void {
    this.emitter.on('donation', listener);
    return () => this.emitter.off('donation', listener);
  }

  listenerCount(): number {
    return this.emitter.listenerCount('donation');
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
